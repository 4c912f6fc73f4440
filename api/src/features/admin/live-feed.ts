import type { AppContext } from '../../app-context';
import { loadTokenUser, verifyToken } from '../../lib/auth';

/**
 * Connects the live feed to the admin sessions: a socket joins the admin room only with a valid socket token
 * (HS256, typ 'socket', unexpired) of a user who is an admin right now, and it stays there until the session the
 * token came from expires or logs out (a logout also revokes the session's socket tokens). `insights_analytics`
 * from an admin socket becomes one feed event:
 * {action: 'view', component: 'insights', page: <page sent, else '/admin'>, details: {userAgent}}.
 */
export function installLiveFeed(context: Pick<AppContext, 'realtime' | 'secrets' | 'database'>): void {
  context.realtime.setTokenVerifier(async (token) => {
    const claims = verifyToken(context.secrets.session, token, 'socket');
    if (!claims?.sessionId) return false;
    const user = await loadTokenUser(context, claims);
    if (!user?.isAdmin) return false;
    return { until: (claims.sessionExpiresAt ?? claims.exp) * 1000, sessionId: claims.sessionId };
  });
  context.realtime.onInsights((message) => {
    context.realtime.publish({
      action: 'view',
      component: 'insights',
      page: message.page ?? '/admin',
      timestamp: new Date().toISOString(),
      details: { userAgent: message.userAgent },
    });
  });
}
