// Who may call each GraphQL operation (style habit 3: no unguarded operation). The access-rules
// test fails when the schema gains an operation that is not listed here, and checks that every
// operation but the public ones refuses an anonymous caller.

/** `member`: any signed-in member; the others also need the named relation to the object. */
export type AccessRule =
  | 'member'
  | 'post owner'
  | 'applicant'
  | 'section owner'
  | 'self'
  | 'addressee'
  /** The member who sent the connection request. */
  | 'requester'
  | 'connection party'
  | 'public'
  | 'chat participant'
  | 'message sender'
  /** The post's owner or a current member of its squad (NOT_FOUND for everyone else). */
  | 'squad member'
  /** The event's organiser (FORBIDDEN for every other member). */
  | 'event organiser'
  /** A member proposed in the team (NOT_FOUND for everyone else). */
  | 'proposed member'
  /** A member with the operator role (docs/decisions/0034): FORBIDDEN for every other member. */
  | 'operator';

export const ACCESS_RULES: Record<'Query' | 'Mutation', Record<string, AccessRule>> = {
  Query: {
    loadUserById: 'public',
    loadPosts: 'member',
    loadPostById: 'public',
    loadPostByFilter: 'member',
    loadByRecommendation: 'member',
    searchProjects: 'member',
    getSavedPosts: 'member',
    loadPostsByUserId: 'member',
    getApplicationsByUser: 'member',
    searchMyApplications: 'member',
    loadApplicationsByPostId: 'post owner',
    declineTemplates: 'member',
    loadEvent: 'public',
    eventProposals: 'event organiser',
    eventRegistrations: 'event organiser',
    eventTeamsCsv: 'event organiser',
    myEvents: 'member',
    getMessagesForChat: 'chat participant',
    getChatListForUser: 'member',
    getUnreadCountForChats: 'member',
    loadConnectionsList: 'member',
    loadPendingFriendRequests: 'member',
    loadSentFriendRequests: 'member',
    checkConnectionStatus: 'member',
    loadPeople: 'member',
    loadPeopleByFilter: 'member',
    searchPeople: 'member',
    loadPersonById: 'member',
    getAchievementsByUser: 'public',
    getEducationByUser: 'public',
    getExperienceByUser: 'public',
    getProjectsByUser: 'public',
    getSkillsByUser: 'public',
    getPresignedUrl: 'member',
    getMySquads: 'member',
    // The viewer's own feed; no other member's id is taken.
    getActivity: 'member',
    getUnreadActivityCount: 'member',
    getNotificationSettings: 'member',
    loadSquad: 'squad member',
    adminReports: 'operator',
    adminReport: 'operator',
    adminAuditLog: 'operator',
    adminOpenReportCount: 'operator',
  },
  Mutation: {
    createPost: 'member',
    updatePost: 'post owner',
    deletePost: 'post owner',
    closePost: 'post owner',
    openPost: 'post owner',
    incrementPostView: 'member',
    savePost: 'member',
    unsavePost: 'member',
    applyToPost: 'member',
    cancelApplyToPost: 'applicant',
    updateApplicationStatus: 'post owner',
    saveDeclineTemplates: 'member',
    sendMessage: 'chat participant',
    editMessage: 'message sender',
    deleteMessage: 'message sender',
    markMessagesAsRead: 'chat participant',
    setChatMuted: 'chat participant',
    openDirectChat: 'member',
    sendFriendReq: 'member',
    acceptFriendReq: 'addressee',
    declineFriendReq: 'addressee',
    cancelFriendReq: 'requester',
    blockUser: 'member',
    removeConnection: 'connection party',
    createAchievement: 'section owner',
    updateAchievement: 'section owner',
    deleteAchievement: 'section owner',
    createEducation: 'section owner',
    updateEducation: 'section owner',
    deleteEducation: 'section owner',
    createExperience: 'section owner',
    updateExperience: 'section owner',
    deleteExperience: 'section owner',
    createProject: 'section owner',
    updateProject: 'section owner',
    deleteProject: 'section owner',
    createUserSkill: 'section owner',
    updateUserSkill: 'section owner',
    deleteUserSkill: 'section owner',
    createUser: 'public',
    updateUser: 'self',
    deleteUser: 'self',
    // The subject must be one the member can see (NOT_FOUND otherwise), and not their own.
    reportContent: 'member',
    // A member of the squad other than its owner.
    leaveSquad: 'squad member',
    // The squad's owner; the member removed is one of the squad (NOT_FOUND otherwise).
    removeSquadMember: 'post owner',
    setSquadMembersCanEdit: 'post owner',
    setSquadPin: 'squad member',
    setSquadMeeting: 'squad member',
    addSquadLink: 'squad member',
    removeSquadLink: 'squad member',
    addSquadTask: 'squad member',
    assignSquadTask: 'squad member',
    setSquadTaskDone: 'squad member',
    moveSquadTask: 'squad member',
    removeSquadTask: 'squad member',
    addSquadFile: 'squad member',
    removeSquadFile: 'squad member',
    // Another member's item is answered as an unknown id.
    markActivityRead: 'self',
    markAllActivityRead: 'member',
    updateNotificationSetting: 'member',
    dismissReport: 'operator',
    hidePost: 'operator',
    unhidePost: 'operator',
    hideMessage: 'operator',
    unhideMessage: 'operator',
    suspendMember: 'operator',
    liftSuspension: 'operator',
    // A verified member.
    createEvent: 'member',
    updateEvent: 'event organiser',
    // Their own registration; the squad's owner for a squad (FORBIDDEN otherwise).
    registerForEvent: 'member',
    registerSquadForEvent: 'post owner',
    leaveEvent: 'member',
    runEventRound: 'event organiser',
    respondToProposal: 'proposed member',
    announceToEvent: 'event organiser',
  },
};
