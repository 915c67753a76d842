// The 2024 CWE Top 25 Most Dangerous Software Weaknesses, in rank order.
// Source: MITRE, "2024 CWE Top 25 Most Dangerous Software Weaknesses",
// https://cwe.mitre.org/top25/archive/2024/2024_cwe_top25.html (published November 2024).

export const CWE_TOP25_YEAR = 2024;

export const CWE_TOP25_2024: readonly number[] = [
  79, // Cross-site Scripting
  787, // Out-of-bounds Write
  89, // SQL Injection
  352, // Cross-Site Request Forgery
  22, // Path Traversal
  125, // Out-of-bounds Read
  78, // OS Command Injection
  416, // Use After Free
  862, // Missing Authorization
  434, // Unrestricted Upload of File with Dangerous Type
  94, // Code Injection
  20, // Improper Input Validation
  77, // Command Injection
  287, // Improper Authentication
  269, // Improper Privilege Management
  502, // Deserialization of Untrusted Data
  200, // Exposure of Sensitive Information to an Unauthorized Actor
  863, // Incorrect Authorization
  918, // Server-Side Request Forgery
  119, // Improper Restriction of Operations within the Bounds of a Memory Buffer
  476, // NULL Pointer Dereference
  798, // Use of Hard-coded Credentials
  190, // Integer Overflow or Wraparound
  400, // Uncontrolled Resource Consumption
  306, // Missing Authentication for Critical Function
];
