import { API_TOKEN_RATE_LIMIT_PER_MINUTE } from '@embodied/contracts';
import type { Db } from '../../db/database';
import { findTokenBySecret } from '../../db/queries/api-tokens';
import type { BearerTokens } from '../../http/require-session';
import { TokenRateLimit } from './token-rate-limit';

/** The guard's view of personal API tokens: looked up by hash in the database, limited per token. */
export function bearerTokens(db: Db, perMinute = API_TOKEN_RATE_LIMIT_PER_MINUTE): BearerTokens {
  const limit = new TokenRateLimit(perMinute);
  return {
    async verify(secret) {
      const found = await findTokenBySecret(db, secret);
      if (!found.ok) return found;
      return {
        ok: true,
        id: found.token.id,
        scope: found.token.scope,
        organisationId: found.token.organisationId,
        user: found.user,
      };
    },
    take: (tokenId) => limit.take(tokenId),
  };
}
