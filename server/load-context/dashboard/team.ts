import type { AccessRequestInput, MemberPermissionsInput, TeamInviteInput } from '../../../core/auth/team';
import {
  acceptInvite,
  dismissRequest,
  grantRequest,
  inviteTeammate,
  loadTeam,
  removeMember,
  requestAccess,
  setMemberPermissions,
  viewInvite,
  withdrawInvite,
} from '../../../domain/store-team';
import type { OnStore } from './on-store';

/** The dashboard's team services: each call names the store it is about. */
export function teamDashboardServices(onStore: OnStore) {
  const writes = { writes: true };
  return {
    team: (storeId: number) => onStore(storeId, (ctx) => loadTeam(ctx)),
    /** `origin`: the platform host's, which the emailed link opens. */
    invite: (storeId: number, input: TeamInviteInput, origin: string) =>
      onStore(storeId, (ctx) => inviteTeammate(ctx, input, { origin }), writes),
    withdrawInvite: (storeId: number, inviteId: number) =>
      onStore(storeId, (ctx) => withdrawInvite(ctx, inviteId), writes),
    setPermissions: (storeId: number, input: MemberPermissionsInput) =>
      onStore(storeId, (ctx) => setMemberPermissions(ctx, input), writes),
    remove: (storeId: number, memberId: number) =>
      onStore(storeId, (ctx) => removeMember(ctx, memberId), writes),
    grant: (storeId: number, requestId: number) =>
      onStore(storeId, (ctx) => grantRequest(ctx, requestId), writes),
    dismiss: (storeId: number, requestId: number) =>
      onStore(storeId, (ctx) => dismissRequest(ctx, requestId), writes),
    /** A member of the team asks its owner for an area they may not open. */
    requestAccess: (storeId: number, input: AccessRequestInput) =>
      onStore(storeId, (ctx) => requestAccess(ctx, input), writes),
    /** The invitation's page: anyone with the link sees the store and what it gives. */
    viewInvite: (storeId: number, token: string) => onStore(storeId, (ctx) => viewInvite(ctx, token)),
    acceptInvite: (storeId: number, token: string) =>
      onStore(storeId, (ctx) => acceptInvite(ctx, token), writes),
  };
}
