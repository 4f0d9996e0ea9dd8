import { sql } from 'drizzle-orm';
import type { Db } from '../../database';
import { organisation, organisationMember } from '../../schema';

/**
 * The organisations an account deletion would leave without an owner while others remain: deleting
 * the account is refused until ownership is transferred. Organisations where the user is the only
 * member go with the account.
 */
export async function organisationsBlockingDeletion(db: Db, userId: string): Promise<string[]> {
  const rows = await db.execute<{ name: string }>(sql`
    select o.name from ${organisation} o
    join ${organisationMember} m on m.organisation_id = o.id and m.user_id = ${userId} and m.role = 'owner'
    where not exists (
      select 1 from ${organisationMember} x where x.organisation_id = o.id and x.role = 'owner' and x.user_id <> ${userId}
    )
    and exists (select 1 from ${organisationMember} y where y.organisation_id = o.id and y.user_id <> ${userId})
    order by o.name`);
  return rows.rows.map((r) => r.name);
}
