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
