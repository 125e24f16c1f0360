import * as client from 'openid-client';
import { recordAudit } from '../db/audit-log.ts';
import { deleteSessionsOfUser } from '../db/sessions.ts';
import type { AppServices } from '../services.ts';
import { providerConfiguration } from './oidc.ts';

// Decision 027: a single sign-on session lasts only as long as the provider still knows the
// person. Every OIDC_RECHECK_MINUTES each such session's refresh token is used once at the
// provider: a new token (when it rotates them) is kept; a refusal (`invalid_grant`: the person
// was disabled or removed there, or the grant revoked) ends every session of that person, logged.
// A provider that cannot be reached or fails otherwise signs no one out: its outage must not lock
// everyone out of the site.
//
// Several instances may run this at once. Each session is claimed before it is refreshed, by
// moving its check time forward only if it is still the one read (one conditional update), so a
// refresh token is used by one instance only: using a rotated token twice would look to the
// provider like theft and revoke the grant.

const BATCH_SIZE = 50;

export type RecheckCounts = { checked: number; ended: number; failed: number };

export async function recheckSingleSignOnSessions(
  services: AppServices,
  now: Date = new Date(),
): Promise<RecheckCounts> {
  const counts: RecheckCounts = { checked: 0, ended: 0, failed: 0 };
  const { config, db, logger } = services;
  if (!config.oidc) return counts;
  const nowIso = now.toISOString();
  const due = new Date(now.getTime() - config.oidc.recheckMs).toISOString();
  let configuration: client.Configuration;
  try {
    configuration = await providerConfiguration(config.oidc);
  } catch (error) {
    logger.warn({ err: error }, 'single sign-on re-check skipped: the provider could not be reached');
    return counts;
  }

  for (;;) {
    // Oldest check first, through the index on (method, sso_checked_at).
    const sessions = await db
      .selectFrom('sessions')
      .select(['id', 'userId', 'ssoRefreshToken', 'ssoCheckedAt'])
      .where('method', '=', 'single-sign-on')
      .where('ssoCheckedAt', '<=', due)
      .where('ssoRefreshToken', 'is not', null)
      .where('expiresAt', '>', nowIso)
      .orderBy('ssoCheckedAt')
      .limit(BATCH_SIZE)
      .execute();
    for (const session of sessions) {
      if (!session.ssoRefreshToken || !session.ssoCheckedAt) continue;
      const claim = await db
        .updateTable('sessions')
        .set({ ssoCheckedAt: nowIso })
        .where('id', '=', session.id)
        .where('ssoCheckedAt', '=', session.ssoCheckedAt)
        .executeTakeFirst();
      // Another instance has it, or the session has just ended.
      if (claim.numUpdatedRows === 0n) continue;
      try {
        const tokens = await client.refreshTokenGrant(configuration, session.ssoRefreshToken);
        counts.checked += 1;
        if (tokens.refresh_token && tokens.refresh_token !== session.ssoRefreshToken) {
          await db
            .updateTable('sessions')
            .set({ ssoRefreshToken: tokens.refresh_token })
            .where('id', '=', session.id)
            .execute();
        }
      } catch (error) {
        if (error instanceof client.ResponseBodyError && error.error === 'invalid_grant') {
          const ended = await deleteSessionsOfUser(db, session.userId);
          counts.ended += ended;
          logger.info(
            { userId: session.userId, sessions: ended },
            'single sign-on: the provider refused the person; their sessions ended',
          );
          await recordAudit(db, {
            actor: { email: 'system' },
            action: 'sign-out',
            entity: 'account',
            entityId: session.userId,
            detail: `single sign-on re-check: the provider refused (${error.error_description ?? 'invalid_grant'}); ${ended} session(s) ended`,
          });
        } else {
          counts.failed += 1;
          logger.warn(
            { err: error, sessionId: session.id },
            'single sign-on re-check failed; the session stays until the next check',
          );
        }
      }
    }
    if (sessions.length < BATCH_SIZE) return counts;
  }
}

/**
 * Runs the re-check every OIDC_RECHECK_MINUTES (one pass at a time); the function it returns
 * stops it and waits for a pass under way.
 */
export function scheduleSingleSignOnRecheck(services: AppServices): () => Promise<void> {
  const { oidc } = services.config;
  if (!oidc) return async () => {};
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    running ??= recheckSingleSignOnSessions(services)
      .then((counts) => {
        if (counts.checked + counts.ended + counts.failed > 0) {
          services.logger.info(counts, 'single sign-on re-check finished');
        }
      })
      .catch((error: unknown) => services.logger.error({ err: error }, 'single sign-on re-check failed'))
      .finally(() => {
        running = undefined;
      });
  }, oidc.recheckMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
