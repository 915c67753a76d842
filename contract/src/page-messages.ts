// Plain text, no schema: the website's first script shows these without loading zod.

/** The texts of part 2 §8, word for word. */
export const PAGE_MESSAGES = {
  notFound: '404: We could not find the page you were looking for.',
  serverError:
    '500: Because of an internal error we are not able to process your request. Rest assured, the error was logged and we will have our engineers investigating it!',
  generic: 'Unexpected error happened!',
  crash:
    'Because of an internal error we are not able to process your request. Rest assured, the error was logged and we will have our best engineers investigating it!',
  notFoundEntity: 'The technology or website you were looking for was not found.',
  captchaPanel:
    'Please wait while we are verifying you. After verification is done the page will be reloaded.',
} as const;

/**
 * The `<title>` of a page that shows no results of its own, by what its envelope asks for: the
 * server writes it on first load, the website after a client-side navigation.
 */
export const PAGE_FALLBACK_TITLES = {
  notFound: 'Page not found',
  serverError: 'Error',
  error: 'Unexpected error',
  loginRequired: 'Sign in required',
  captcha: 'Verification required',
} as const;
