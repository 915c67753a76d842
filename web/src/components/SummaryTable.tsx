import type { ReactNode } from 'react';

/** A row of a summary: its head, and what it says (rows whose value is null are left out). */
export type SummaryRow = readonly [head: string, value: ReactNode | null];

/** The facts at the top of a page about one thing, head beside value. */
export function SummaryTable(props: { rows: readonly SummaryRow[] }) {
  return (
    <table className="table summary-table">
      <tbody>
        {props.rows
          .filter(([, value]) => value !== null)
          .map(([head, value]) => (
            <tr key={head}>
              <th scope="row">{head}</th>
              <td>{value}</td>
            </tr>
          ))}
      </tbody>
    </table>
  );
}
