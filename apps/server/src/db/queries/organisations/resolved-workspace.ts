import { PERSONAL_WORKSPACE_NAME, type Workspace } from '@embodied/contracts';

/** A workspace as the request path sees it: who, where, in which role. */
export interface ResolvedWorkspace extends Workspace {
  readonly userId: string;
  /** The user's default dataset, when the access check read it already (null: none chosen). */
  readonly defaultDataset?: string | null;
  /** The user's climate zone, when the access check read it already (null: none chosen). */
  readonly climateZone?: number | null;
}

export const personalWorkspace = (userId: string): ResolvedWorkspace => ({
  userId,
  organisationId: null,
  name: PERSONAL_WORKSPACE_NAME,
  role: 'owner',
});
