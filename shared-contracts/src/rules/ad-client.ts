/** The ad client the site is configured with (`ca-pub-` and its digits): the shell checks the page's before it loads ads. */
const AD_CLIENT_PATTERN = /^ca-pub-\d{10,20}$/;

export function isValidAdClient(value: string): boolean {
  return AD_CLIENT_PATTERN.test(value);
}
