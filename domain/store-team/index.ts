export {
  acceptInvite,
  type InviteState,
  type InviteView,
  inviteTeammate,
  type PendingInvite,
  pendingInvites,
  teamInviteEmail,
  teamInviteUrl,
  viewInvite,
  withdrawInvite,
} from './invites';
export {
  type AccessRequest,
  dismissRequest,
  grantRequest,
  loadTeam,
  removeMember,
  requestAccess,
  setMemberPermissions,
  type TeamMember,
  type TeamPage,
} from './members';
export { pruneTeamInvites, SPENT_INVITE_KEPT_MS } from './prune';
export * from './tables';
