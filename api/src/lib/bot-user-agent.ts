import { isbot } from 'isbot';

/** Known bots, crawlers and headless browsers, by the maintained patterns of the isbot library. */
export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  return typeof userAgent === 'string' && isbot(userAgent);
}
