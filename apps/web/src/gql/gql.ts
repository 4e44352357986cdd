/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation ApplyToPost($postId: ID!, $message: String, $role: String) {\n    applyToPost(postId: $postId, message: $message, role: $role) {\n      _id\n      post_id\n      status\n      message\n      role\n      created_at\n    }\n  }\n": typeof types.ApplyToPostDocument,
    "\n  mutation OpenDirectChat($userId: ID!) {\n    openDirectChat(userId: $userId)\n  }\n": typeof types.OpenDirectChatDocument,
    "\n  mutation SendFriendReq($addresseeUserId: ID!, $message: String) {\n    sendFriendReq(addresseeUserId: $addresseeUserId, message: $message) {\n      _id\n      status\n      addressee_user_id\n      chat_id\n    }\n  }\n": typeof types.SendFriendReqDocument,
    "\n  mutation ClosePost($postId: ID!) {\n    closePost(postId: $postId) {\n      _id\n      status\n      accepting_applications\n      updated_at\n    }\n  }\n": typeof types.ClosePostDocument,
    "\n  fragment PostSquadFields on Post {\n    spots_total\n    spots_filled\n    in_squad\n    when_role_fills\n    seats {\n      role\n      total\n      filled\n    }\n    squad_preview {\n      user_id\n      first_name\n      last_name\n      photo\n    }\n  }\n": typeof types.PostSquadFieldsFragmentDoc,
    "\n  fragment PostCardFields on Post {\n    _id\n    title\n    description\n    posted_by\n    first_name\n    last_name\n    photo\n    tech_stack\n    work_mode\n    experience_level\n    location_id\n    status\n    views_count\n    applications_count\n    is_saved\n    is_applied\n    created_at\n    project_type\n    starts_on\n    ends_on\n    apply_by\n    hours_per_week\n    accepting_applications\n    ...PostSquadFields\n  }\n": typeof types.PostCardFieldsFragmentDoc,
    "\n  fragment PostDetailFields on Post {\n    updated_at\n    is_connection\n    chat_id\n    project_phase\n    auto_close\n    when_role_fills\n    hidden {\n      at\n      reason\n    }\n    requirements {\n      desired_skills\n      desired_roles\n      role_seats\n    }\n  }\n": typeof types.PostDetailFieldsFragmentDoc,
    "\n  mutation ReportContent($input: ReportInput!) {\n    reportContent(input: $input) {\n      _id\n      subject_type\n      subject_id\n      reason\n    }\n  }\n": typeof types.ReportContentDocument,
    "\n  query AdminOpenReportCount {\n    adminOpenReportCount\n  }\n": typeof types.AdminOpenReportCountDocument,
    "\n  query ViewerOperator {\n    loadUserById {\n      _id\n      is_operator\n    }\n  }\n": typeof types.ViewerOperatorDocument,
    "\n  fragment AdminMemberFields on AdminMember {\n    _id\n    first_name\n    last_name\n    email\n    photo\n    title\n    is_operator\n    suspension {\n      since\n      until\n      reason\n    }\n  }\n": typeof types.AdminMemberFieldsFragmentDoc,
    "\n  fragment AdminMessageFields on AdminMessage {\n    _id\n    chat_id\n    kind\n    content\n    is_deleted\n    created_at\n    hidden {\n      at\n      reason\n    }\n    # Names only: the depth limit (GRAPHQL_LIMITS.maxDepth) counts fragment levels, and a message\n    # report's context names the sender in full as `member`.\n    sender {\n      _id\n      first_name\n      last_name\n    }\n  }\n": typeof types.AdminMessageFieldsFragmentDoc,
    "\n  fragment AdminReportRowFields on AdminReport {\n    _id\n    status\n    subject_type\n    subject_id\n    reason\n    details\n    created_at\n    resolved_at\n    reporter {\n      _id\n      first_name\n      last_name\n      photo\n    }\n  }\n": typeof types.AdminReportRowFieldsFragmentDoc,
    "\n  query AdminReports(\n    $status: ReportStatus\n    $subjectType: ReportSubjectType\n    $page: Int\n    $limit: Int\n  ) {\n    adminReports(status: $status, subject_type: $subjectType, page: $page, limit: $limit) {\n      _id\n      ...AdminReportRowFields\n      context {\n        gone\n        post {\n          _id\n          title\n        }\n        member {\n          _id\n          first_name\n          last_name\n        }\n        message {\n          _id\n          content\n        }\n      }\n    }\n  }\n": typeof types.AdminReportsDocument,
    "\n  query AdminReport($reportId: ID!) {\n    adminReport(reportId: $reportId) {\n      _id\n      status\n      subject_type\n      subject_id\n      reason\n      details\n      created_at\n      resolved_at\n      reporter {\n        ...AdminMemberFields\n      }\n      context {\n        gone\n        post {\n          _id\n          title\n          description\n          status\n          created_at\n          hidden {\n            at\n            reason\n          }\n          owner {\n            ...AdminMemberFields\n          }\n        }\n        member {\n          ...AdminMemberFields\n          bio\n          created_at\n        }\n        message {\n          _id\n          ...AdminMessageFields\n        }\n        neighbours {\n          _id\n          ...AdminMessageFields\n        }\n      }\n    }\n  }\n": typeof types.AdminReportDocument,
    "\n  query AdminAuditLog($page: Int, $limit: Int) {\n    adminAuditLog(page: $page, limit: $limit) {\n      _id\n      action\n      subject_type\n      subject_id\n      subject_label\n      report_id\n      reason\n      until\n      created_at\n      operator {\n        _id\n        first_name\n        last_name\n        photo\n      }\n    }\n  }\n": typeof types.AdminAuditLogDocument,
    "\n  mutation DismissReport($reportId: ID!, $reason: String!) {\n    dismissReport(reportId: $reportId, reason: $reason) {\n      _id\n      status\n      resolved_at\n    }\n  }\n": typeof types.DismissReportDocument,
    "\n  mutation HidePost($input: HideContentInput!) {\n    hidePost(input: $input) {\n      _id\n      hidden {\n        at\n        reason\n      }\n    }\n  }\n": typeof types.HidePostDocument,
    "\n  mutation UnhidePost($postId: ID!, $reason: String!) {\n    unhidePost(postId: $postId, reason: $reason) {\n      _id\n      hidden {\n        at\n        reason\n      }\n    }\n  }\n": typeof types.UnhidePostDocument,
    "\n  mutation HideMessage($input: HideContentInput!) {\n    hideMessage(input: $input) {\n      _id\n      hidden {\n        at\n        reason\n      }\n    }\n  }\n": typeof types.HideMessageDocument,
    "\n  mutation UnhideMessage($messageId: ID!, $reason: String!) {\n    unhideMessage(messageId: $messageId, reason: $reason) {\n      _id\n      hidden {\n        at\n        reason\n      }\n    }\n  }\n": typeof types.UnhideMessageDocument,
    "\n  mutation SuspendMember($input: SuspendMemberInput!) {\n    suspendMember(input: $input) {\n      _id\n      suspension {\n        since\n        until\n        reason\n      }\n    }\n  }\n": typeof types.SuspendMemberDocument,
    "\n  mutation LiftSuspension($userId: ID!, $reason: String!) {\n    liftSuspension(userId: $userId, reason: $reason) {\n      _id\n      suspension {\n        since\n        until\n        reason\n      }\n    }\n  }\n": typeof types.LiftSuspensionDocument,
    "\n  query PostApplicants($postId: ID!, $page: Int, $limit: Int, $order: ApplicantOrder) {\n    loadPostById(postId: $postId) {\n      _id\n      title\n      status\n      applications_count\n      spots_total\n      spots_filled\n      seats {\n        role\n        total\n        filled\n      }\n    }\n    loadApplicationsByPostId(postId: $postId, page: $page, limit: $limit, order: $order) {\n      _id\n      applicant_id\n      message\n      status\n      role\n      waitlisted\n      decision_note\n      decline_reason\n      squad_exit\n      created_at\n      first_name\n      last_name\n      photo\n      title\n      location_id\n      is_connection\n      chat_id\n      skill_match {\n        matched\n        wanted\n      }\n      top_skills {\n        _id\n        skill_name\n      }\n    }\n  }\n": typeof types.PostApplicantsDocument,
    "\n  mutation UpdateApplicationStatus(\n    $applicationId: ID!\n    $status: Decision!\n    $role: String\n    $addSeat: Boolean\n    $reason: String\n  ) {\n    updateApplicationStatus(\n      applicationId: $applicationId\n      status: $status\n      role: $role\n      addSeat: $addSeat\n      reason: $reason\n    ) {\n      _id\n      status\n      role\n      waitlisted\n      decision_note\n      decline_reason\n      squad_exit\n      updated_at\n      post {\n        _id\n        status\n        spots_total\n        spots_filled\n        ...PostSquadFields\n      }\n    }\n  }\n": typeof types.UpdateApplicationStatusDocument,
    "\n  fragment MyApplicationFields on ApplicationWithPost {\n    post {\n      _id\n      title\n      description\n      status\n      posted_by\n      first_name\n      last_name\n      tech_stack\n      experience_level\n      work_mode\n      location_id\n      is_applied\n      created_at\n      accepting_applications\n      ...PostSquadFields\n    }\n    application {\n      _id\n      status\n      message\n      role\n      waitlisted\n      decision_note\n      decline_reason\n      squad_exit\n      squad_exit_reason\n      created_at\n      updated_at\n    }\n  }\n": typeof types.MyApplicationFieldsFragmentDoc,
    "\n  query MyApplications($page: Int, $limit: Int) {\n    getApplicationsByUser(page: $page, limit: $limit) {\n      application {\n        _id\n      }\n      ...MyApplicationFields\n    }\n  }\n": typeof types.MyApplicationsDocument,
    "\n  query SearchMyApplications($search: String!, $page: Int, $limit: Int) {\n    searchMyApplications(search: $search, page: $page, limit: $limit) {\n      application {\n        _id\n      }\n      ...MyApplicationFields\n    }\n  }\n": typeof types.SearchMyApplicationsDocument,
    "\n  mutation CancelApplication($applicationId: ID!) {\n    cancelApplyToPost(applicationId: $applicationId) {\n      _id\n      status\n      updated_at\n      post {\n        _id\n        is_applied\n        applications_count\n      }\n    }\n  }\n": typeof types.CancelApplicationDocument,
    "\n  query DeclineTemplates {\n    declineTemplates\n  }\n": typeof types.DeclineTemplatesDocument,
    "\n  mutation SaveDeclineTemplates($templates: [String!]!) {\n    saveDeclineTemplates(templates: $templates)\n  }\n": typeof types.SaveDeclineTemplatesDocument,
    "\n  fragment ChatMessageFields on Message {\n    _id\n    chat_id\n    sender_id\n    kind\n    content\n    read_by {\n      user_id\n      read_at\n    }\n    edited_at\n    is_deleted\n    deleted_for\n    reply_to_message_id\n    reply_to_message_content\n    hidden {\n      at\n      reason\n    }\n    attachment {\n      url\n      name\n      type\n      is_image\n    }\n    created_at\n    updated_at\n  }\n": typeof types.ChatMessageFieldsFragmentDoc,
    "\n  query GetMessagesForChat($chatId: ID!, $page: Int, $limit: Int) {\n    getMessagesForChat(chatId: $chatId, page: $page, limit: $limit) {\n      _id\n      ...ChatMessageFields\n    }\n  }\n": typeof types.GetMessagesForChatDocument,
    "\n  query GetChatListForUser {\n    getChatListForUser {\n      _id\n      kind\n      other_user_id\n      post_id\n      title\n      members {\n        user_id\n        first_name\n        last_name\n        photo\n      }\n      member_count\n      is_active\n      first_name\n      last_name\n      photo\n      last_message_content\n      last_message_at\n      updated_at\n      is_online\n      last_seen\n      muted\n    }\n  }\n": typeof types.GetChatListForUserDocument,
    "\n  mutation SendMessage(\n    $chatId: ID!\n    $content: String!\n    $replyToMessageId: ID\n    $attachment: MessageAttachmentInput\n  ) {\n    sendMessage(\n      chatId: $chatId\n      content: $content\n      replyToMessageId: $replyToMessageId\n      attachment: $attachment\n    ) {\n      _id\n      ...ChatMessageFields\n    }\n  }\n": typeof types.SendMessageDocument,
    "\n  mutation EditMessage($messageId: ID!, $content: String!) {\n    editMessage(messageId: $messageId, content: $content) {\n      _id\n      ...ChatMessageFields\n    }\n  }\n": typeof types.EditMessageDocument,
    "\n  mutation DeleteMessage($messageId: ID!) {\n    deleteMessage(messageId: $messageId)\n  }\n": typeof types.DeleteMessageDocument,
    "\n  mutation MarkMessagesAsRead($chatId: ID!) {\n    markMessagesAsRead(chatId: $chatId) {\n      chat_id\n      unread_count\n    }\n  }\n": typeof types.MarkMessagesAsReadDocument,
    "\n  mutation SetChatMuted($chatId: ID!, $muted: Boolean!) {\n    setChatMuted(chatId: $chatId, muted: $muted) {\n      chat_id\n      muted\n    }\n  }\n": typeof types.SetChatMutedDocument,
    "\n  query ChatSquadMembers($postId: ID!) {\n    loadSquad(postId: $postId) {\n      _id\n      members {\n        user_id\n        first_name\n        last_name\n        photo\n      }\n    }\n  }\n": typeof types.ChatSquadMembersDocument,
    "\n  query ChatFormerMember($userId: ID!) {\n    loadUserById(userId: $userId) {\n      _id\n      first_name\n      last_name\n      photo\n    }\n  }\n": typeof types.ChatFormerMemberDocument,
    "\n  query ChatSignalSettings {\n    loadUserById {\n      _id\n      show_typing\n      show_read_receipts\n    }\n  }\n": typeof types.ChatSignalSettingsDocument,
    "\n  fragment PendingRequestFields on Connection {\n    _id\n    status\n    message\n    created_at\n    other_user_id\n    first_name\n    last_name\n    photo\n    title\n  }\n": typeof types.PendingRequestFieldsFragmentDoc,
    "\n  query PendingFriendRequests {\n    loadPendingFriendRequests {\n      _id\n      ...PendingRequestFields\n    }\n  }\n": typeof types.PendingFriendRequestsDocument,
    "\n  query SentFriendRequests {\n    loadSentFriendRequests {\n      _id\n      ...PendingRequestFields\n    }\n  }\n": typeof types.SentFriendRequestsDocument,
    "\n  query ConnectionsList($userId: ID!) {\n    loadConnectionsList(userId: $userId) {\n      _id\n      status\n      chat_id\n      other_user_id\n      first_name\n      last_name\n      photo\n      title\n    }\n  }\n": typeof types.ConnectionsListDocument,
    "\n  mutation AcceptFriendReq($connectionId: ID!) {\n    acceptFriendReq(connectionId: $connectionId) {\n      _id\n      status\n      chat_id\n      responded_at\n    }\n  }\n": typeof types.AcceptFriendReqDocument,
    "\n  mutation DeclineFriendReq($connectionId: ID!) {\n    declineFriendReq(connectionId: $connectionId) {\n      _id\n      status\n      responded_at\n    }\n  }\n": typeof types.DeclineFriendReqDocument,
    "\n  mutation CancelFriendReq($connectionId: ID!) {\n    cancelFriendReq(connectionId: $connectionId) {\n      _id\n      status\n    }\n  }\n": typeof types.CancelFriendReqDocument,
    "\n  mutation RemoveConnection($connectionId: ID!) {\n    removeConnection(connectionId: $connectionId)\n  }\n": typeof types.RemoveConnectionDocument,
    "\n  fragment EventProposalFields on EventProposal {\n    _id\n    round\n    status\n    new_squad\n    squad_id\n    covered\n    missing\n    time_zones\n    time_zone_spread_minutes\n    level_lowest\n    level_highest\n    members {\n      user_id\n      first_name\n      last_name\n      photo\n      role\n      answer\n    }\n  }\n": typeof types.EventProposalFieldsFragmentDoc,
    "\n  fragment EventPageFields on Event {\n    _id\n    name\n    description\n    starts_on\n    ends_on\n    register_by\n    min_team_size\n    max_team_size\n    roles\n    time_zone_window_hours\n    organiser {\n      user_id\n      first_name\n      last_name\n      photo\n    }\n    registered_count\n    rounds\n    registration_open\n    ended\n    is_organiser\n    my_registration {\n      _id\n      roles\n      level\n      utc_offset_minutes\n      hours_per_week\n      status\n      unplaced_reason\n    }\n    my_proposal {\n      ...EventProposalFields\n    }\n    my_squads {\n      squad_id\n      title\n      open_seats\n    }\n    announcements {\n      _id\n      message\n      created_at\n    }\n  }\n": typeof types.EventPageFieldsFragmentDoc,
    "\n  query LoadEvent($eventId: ID!) {\n    loadEvent(eventId: $eventId) {\n      _id\n      ...EventPageFields\n    }\n  }\n": typeof types.LoadEventDocument,
    "\n  query MyEvents {\n    myEvents {\n      _id\n      name\n      starts_on\n      ends_on\n      register_by\n      registration_open\n      registered_count\n      is_organiser\n      my_registration {\n        _id\n        status\n      }\n    }\n  }\n": typeof types.MyEventsDocument,
    "\n  query SquadsToRegister {\n    getMySquads {\n      _id\n      is_owner\n      spots_total\n      spots_filled\n      post {\n        _id\n        title\n        status\n      }\n    }\n  }\n": typeof types.SquadsToRegisterDocument,
    "\n  query EventRegistrations($eventId: ID!) {\n    eventRegistrations(eventId: $eventId) {\n      _id\n      user_id\n      first_name\n      last_name\n      photo\n      roles\n      level\n      utc_offset_minutes\n      hours_per_week\n      status\n      unplaced_reason\n      squad_id\n      squad_title\n      open_seats\n      registered_at\n    }\n  }\n": typeof types.EventRegistrationsDocument,
    "\n  query EventTeamsCsv($eventId: ID!) {\n    eventTeamsCsv(eventId: $eventId)\n  }\n": typeof types.EventTeamsCsvDocument,
    "\n  query EventProposals($eventId: ID!) {\n    eventProposals(eventId: $eventId) {\n      ...EventProposalFields\n    }\n  }\n": typeof types.EventProposalsDocument,
    "\n  mutation CreateEvent($input: EventInput!) {\n    createEvent(input: $input) {\n      _id\n      ...EventPageFields\n    }\n  }\n": typeof types.CreateEventDocument,
    "\n  mutation UpdateEvent($eventId: ID!, $input: EventInput!) {\n    updateEvent(eventId: $eventId, input: $input) {\n      _id\n      name\n      description\n      starts_on\n      ends_on\n      register_by\n      min_team_size\n      max_team_size\n      roles\n      time_zone_window_hours\n      registration_open\n    }\n  }\n": typeof types.UpdateEventDocument,
    "\n  mutation RegisterForEvent($eventId: ID!, $input: EventRegistrationInput!) {\n    registerForEvent(eventId: $eventId, input: $input) {\n      ...EventPageFields\n    }\n  }\n": typeof types.RegisterForEventDocument,
    "\n  mutation RegisterSquadForEvent($eventId: ID!, $squadId: ID!, $input: SquadRegistrationInput!) {\n    registerSquadForEvent(eventId: $eventId, squadId: $squadId, input: $input) {\n      ...EventPageFields\n    }\n  }\n": typeof types.RegisterSquadForEventDocument,
    "\n  mutation LeaveEvent($eventId: ID!) {\n    leaveEvent(eventId: $eventId) {\n      ...EventPageFields\n    }\n  }\n": typeof types.LeaveEventDocument,
    "\n  mutation RespondToProposal($proposalId: ID!, $accept: Boolean!) {\n    respondToProposal(proposalId: $proposalId, accept: $accept) {\n      proposal_id\n      answer\n      squad_id\n    }\n  }\n": typeof types.RespondToProposalDocument,
    "\n  mutation RunEventRound($eventId: ID!) {\n    runEventRound(eventId: $eventId) {\n      round\n      teams\n      proposed\n      unplaced\n    }\n  }\n": typeof types.RunEventRoundDocument,
    "\n  mutation AnnounceToEvent($eventId: ID!, $message: String!) {\n    announceToEvent(eventId: $eventId, message: $message) {\n      _id\n      message\n      created_at\n    }\n  }\n": typeof types.AnnounceToEventDocument,
    "\n  fragment ActivityGroupFields on ActivityGroup {\n    _id\n    type\n    count\n    actors {\n      user_id\n      first_name\n      last_name\n      photo\n    }\n    post_id\n    post_title\n    link\n    unread\n    created_at\n  }\n": typeof types.ActivityGroupFieldsFragmentDoc,
    "\n  query ActivityFeed($page: Int, $limit: Int) {\n    getActivity(page: $page, limit: $limit) {\n      _id\n      unread\n      ...ActivityGroupFields\n    }\n  }\n": typeof types.ActivityFeedDocument,
    "\n  mutation MarkActivityRead($activityId: ID!) {\n    markActivityRead(activityId: $activityId)\n  }\n": typeof types.MarkActivityReadDocument,
    "\n  mutation MarkAllActivityRead {\n    markAllActivityRead\n  }\n": typeof types.MarkAllActivityReadDocument,
    "\n  query NotificationSettings {\n    getNotificationSettings {\n      kind\n      level\n    }\n  }\n": typeof types.NotificationSettingsDocument,
    "\n  mutation UpdateNotificationSetting($kind: NotificationKind!, $level: NotificationLevel!) {\n    updateNotificationSetting(kind: $kind, level: $level) {\n      kind\n      level\n    }\n  }\n": typeof types.UpdateNotificationSettingDocument,
    "\n  fragment PersonCardFields on Person {\n    _id\n    first_name\n    last_name\n    photo\n    title\n    bio\n    location_id\n    is_connection\n    chat_id\n    is_online\n    top_skills {\n      _id\n      skill_name\n      is_top\n    }\n  }\n": typeof types.PersonCardFieldsFragmentDoc,
    "\n  query LoadPeople($page: Int, $limit: Int) {\n    loadPeople(page: $page, limit: $limit) {\n      _id\n      ...PersonCardFields\n    }\n  }\n": typeof types.LoadPeopleDocument,
    "\n  query LoadPeopleByFilter($filter: PeopleFilterInput!, $page: Int, $limit: Int) {\n    loadPeopleByFilter(filter: $filter, page: $page, limit: $limit) {\n      _id\n      ...PersonCardFields\n    }\n  }\n": typeof types.LoadPeopleByFilterDocument,
    "\n  query SearchPeople($search: String!, $page: Int, $limit: Int) {\n    searchPeople(search: $search, page: $page, limit: $limit) {\n      _id\n      ...PersonCardFields\n    }\n  }\n": typeof types.SearchPeopleDocument,
    "\n  query LoadByRecommendation($page: Int, $limit: Int) {\n    loadByRecommendation(page: $page, limit: $limit) {\n      matched_skills\n      post {\n        _id\n        ...PostCardFields\n      }\n    }\n  }\n": typeof types.LoadByRecommendationDocument,
    "\n  query LoadPosts($page: Int, $limit: Int, $excludeRecommended: Int) {\n    loadPosts(page: $page, limit: $limit, excludeRecommended: $excludeRecommended) {\n      _id\n      ...PostCardFields\n    }\n  }\n": typeof types.LoadPostsDocument,
    "\n  query MyPosts($userId: ID!, $page: Int, $limit: Int) {\n    loadPostsByUserId(userId: $userId, page: $page, limit: $limit) {\n      _id\n      title\n      description\n      status\n      tech_stack\n      experience_level\n      work_mode\n      location_id\n      views_count\n      applications_count\n      created_at\n      project_type\n      starts_on\n      ends_on\n      apply_by\n      hours_per_week\n      accepting_applications\n      hidden {\n        at\n        reason\n      }\n      ...PostSquadFields\n    }\n  }\n": typeof types.MyPostsDocument,
    "\n  mutation OpenPost($postId: ID!) {\n    openPost(postId: $postId) {\n      _id\n      status\n      accepting_applications\n      updated_at\n    }\n  }\n": typeof types.OpenPostDocument,
    "\n  mutation DeletePost($postId: ID!) {\n    deletePost(postId: $postId)\n  }\n": typeof types.DeletePostDocument,
    "\n  mutation CreatePost($input: PostInput!) {\n    createPost(input: $input) {\n      _id\n      ...PostCardFields\n      ...PostDetailFields\n    }\n  }\n": typeof types.CreatePostDocument,
    "\n  mutation UpdatePost($postId: ID!, $input: PostInput!) {\n    updatePost(postId: $postId, input: $input) {\n      _id\n      ...PostCardFields\n      ...PostDetailFields\n    }\n  }\n": typeof types.UpdatePostDocument,
    "\n  mutation SavePost($postId: ID!) {\n    savePost(postId: $postId) {\n      _id\n      is_saved\n    }\n  }\n": typeof types.SavePostDocument,
    "\n  mutation UnsavePost($postId: ID!) {\n    unsavePost(postId: $postId) {\n      _id\n      is_saved\n    }\n  }\n": typeof types.UnsavePostDocument,
    "\n  mutation IncrementPostView($postId: ID!) {\n    incrementPostView(postId: $postId) {\n      _id\n      views_count\n    }\n  }\n": typeof types.IncrementPostViewDocument,
    "\n  query LoadPostByFilter($filter: ProjectFilterInput!, $page: Int, $limit: Int) {\n    loadPostByFilter(filter: $filter, page: $page, limit: $limit) {\n      _id\n      ...PostCardFields\n    }\n  }\n": typeof types.LoadPostByFilterDocument,
    "\n  query SearchProjects($search: String!, $page: Int, $limit: Int) {\n    searchProjects(search: $search, page: $page, limit: $limit) {\n      _id\n      ...PostCardFields\n    }\n  }\n": typeof types.SearchProjectsDocument,
    "\n  query LoadPostById($postId: ID!) {\n    loadPostById(postId: $postId) {\n      _id\n      ...PostCardFields\n      ...PostDetailFields\n    }\n  }\n": typeof types.LoadPostByIdDocument,
    "\n  query DiscoverEvent($eventId: ID!) {\n    loadEvent(eventId: $eventId) {\n      _id\n      name\n      ended\n    }\n  }\n": typeof types.DiscoverEventDocument,
    "\n  query SavedPosts($page: Int, $limit: Int) {\n    getSavedPosts(page: $page, limit: $limit) {\n      _id\n      ...PostCardFields\n    }\n  }\n": typeof types.SavedPostsDocument,
    "\n  fragment AchievementFields on Achievement {\n    _id\n    title\n    description\n    order\n  }\n": typeof types.AchievementFieldsFragmentDoc,
    "\n  query AchievementsByUser($userId: ID) {\n    getAchievementsByUser(userId: $userId) {\n      ...AchievementFields\n    }\n  }\n": typeof types.AchievementsByUserDocument,
    "\n  mutation CreateAchievement($userId: ID, $input: AchievementInput!) {\n    createAchievement(userId: $userId, input: $input) {\n      ...AchievementFields\n    }\n  }\n": typeof types.CreateAchievementDocument,
    "\n  mutation UpdateAchievement($achievementId: ID!, $input: AchievementUpdateInput!) {\n    updateAchievement(achievementId: $achievementId, input: $input) {\n      ...AchievementFields\n    }\n  }\n": typeof types.UpdateAchievementDocument,
    "\n  mutation DeleteAchievement($achievementId: ID!) {\n    deleteAchievement(achievementId: $achievementId)\n  }\n": typeof types.DeleteAchievementDocument,
    "\n  fragment EducationFields on Education {\n    _id\n    institution_name\n    location_id\n    degree\n    field_of_study\n    start_date\n    end_date\n    is_current\n    grade\n    description\n    order\n  }\n": typeof types.EducationFieldsFragmentDoc,
    "\n  query EducationByUser($userId: ID) {\n    getEducationByUser(userId: $userId) {\n      ...EducationFields\n    }\n  }\n": typeof types.EducationByUserDocument,
    "\n  mutation CreateEducation($userId: ID, $input: EducationInput!) {\n    createEducation(userId: $userId, input: $input) {\n      ...EducationFields\n    }\n  }\n": typeof types.CreateEducationDocument,
    "\n  mutation UpdateEducation($educationId: ID!, $input: EducationUpdateInput!) {\n    updateEducation(educationId: $educationId, input: $input) {\n      ...EducationFields\n    }\n  }\n": typeof types.UpdateEducationDocument,
    "\n  mutation DeleteEducation($educationId: ID!) {\n    deleteEducation(educationId: $educationId)\n  }\n": typeof types.DeleteEducationDocument,
    "\n  fragment ExperienceFields on Experience {\n    _id\n    company_name\n    position\n    start_date\n    end_date\n    is_current\n    description\n    location_id\n    employment_type\n    order\n  }\n": typeof types.ExperienceFieldsFragmentDoc,
    "\n  query ExperienceByUser($userId: ID) {\n    getExperienceByUser(userId: $userId) {\n      ...ExperienceFields\n    }\n  }\n": typeof types.ExperienceByUserDocument,
    "\n  mutation CreateExperience($userId: ID, $input: ExperienceInput!) {\n    createExperience(userId: $userId, input: $input) {\n      ...ExperienceFields\n    }\n  }\n": typeof types.CreateExperienceDocument,
    "\n  mutation UpdateExperience($experienceId: ID!, $input: ExperienceUpdateInput!) {\n    updateExperience(experienceId: $experienceId, input: $input) {\n      ...ExperienceFields\n    }\n  }\n": typeof types.UpdateExperienceDocument,
    "\n  mutation DeleteExperience($experienceId: ID!) {\n    deleteExperience(experienceId: $experienceId)\n  }\n": typeof types.DeleteExperienceDocument,
    "\n  query ProfileUser($userId: ID) {\n    loadUserById(userId: $userId) {\n      _id\n      first_name\n      last_name\n      email\n      photo\n      title\n      bio\n      location_id\n      looking_for\n      is_connection\n      chat_id\n      connections_count\n      links {\n        name\n        url\n      }\n      is_online\n      last_seen\n      created_at\n    }\n  }\n": typeof types.ProfileUserDocument,
    "\n  mutation UpdateProfile($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      _id\n      first_name\n      last_name\n      title\n      bio\n      location_id\n      looking_for\n      photo\n      links {\n        name\n        url\n      }\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  fragment ProjectFields on UserProject {\n    _id\n    title\n    description\n    technologies\n    project_url\n    github_url\n    start_date\n    end_date\n    is_current\n    order\n  }\n": typeof types.ProjectFieldsFragmentDoc,
    "\n  query ProjectsByUser($userId: ID) {\n    getProjectsByUser(userId: $userId) {\n      ...ProjectFields\n    }\n  }\n": typeof types.ProjectsByUserDocument,
    "\n  mutation CreateProject($userId: ID, $input: ProjectInput!) {\n    createProject(userId: $userId, input: $input) {\n      ...ProjectFields\n    }\n  }\n": typeof types.CreateProjectDocument,
    "\n  mutation UpdateProject($projectId: ID!, $input: ProjectUpdateInput!) {\n    updateProject(projectId: $projectId, input: $input) {\n      ...ProjectFields\n    }\n  }\n": typeof types.UpdateProjectDocument,
    "\n  mutation DeleteProject($projectId: ID!) {\n    deleteProject(projectId: $projectId)\n  }\n": typeof types.DeleteProjectDocument,
    "\n  fragment UserSkillFields on UserSkill {\n    _id\n    skill_name\n    proficiency_level\n    years_experience\n    is_top\n    order\n  }\n": typeof types.UserSkillFieldsFragmentDoc,
    "\n  query SkillsByUser($userId: ID) {\n    getSkillsByUser(userId: $userId) {\n      ...UserSkillFields\n    }\n  }\n": typeof types.SkillsByUserDocument,
    "\n  mutation CreateUserSkill($userId: ID, $input: UserSkillInput!) {\n    createUserSkill(userId: $userId, input: $input) {\n      ...UserSkillFields\n    }\n  }\n": typeof types.CreateUserSkillDocument,
    "\n  mutation UpdateUserSkill($userSkillId: ID!, $input: UserSkillUpdateInput!) {\n    updateUserSkill(userSkillId: $userSkillId, input: $input) {\n      ...UserSkillFields\n    }\n  }\n": typeof types.UpdateUserSkillDocument,
    "\n  mutation DeleteUserSkill($userSkillId: ID!) {\n    deleteUserSkill(userSkillId: $userSkillId)\n  }\n": typeof types.DeleteUserSkillDocument,
    "\n  mutation DeleteAccount($userId: ID!, $password: String) {\n    deleteUser(userId: $userId, password: $password)\n  }\n": typeof types.DeleteAccountDocument,
    "\n  query AccountSignIn {\n    loadUserById {\n      _id\n      has_password\n    }\n  }\n": typeof types.AccountSignInDocument,
    "\n  query PrivacySettings {\n    loadUserById {\n      _id\n      show_online\n      members_only_profile\n      email_to_connections\n      show_read_receipts\n      show_typing\n      message_from\n    }\n  }\n": typeof types.PrivacySettingsDocument,
    "\n  mutation UpdatePresenceSetting($show: Boolean!) {\n    updateUser(input: { show_online: $show }) {\n      _id\n      show_online\n    }\n  }\n": typeof types.UpdatePresenceSettingDocument,
    "\n  mutation UpdateProfileVisibility($membersOnly: Boolean!) {\n    updateUser(input: { members_only_profile: $membersOnly }) {\n      _id\n      members_only_profile\n    }\n  }\n": typeof types.UpdateProfileVisibilityDocument,
    "\n  mutation UpdateEmailToConnections($show: Boolean!) {\n    updateUser(input: { email_to_connections: $show }) {\n      _id\n      email_to_connections\n    }\n  }\n": typeof types.UpdateEmailToConnectionsDocument,
    "\n  mutation UpdateReadReceipts($show: Boolean!) {\n    updateUser(input: { show_read_receipts: $show }) {\n      _id\n      show_read_receipts\n    }\n  }\n": typeof types.UpdateReadReceiptsDocument,
    "\n  mutation UpdateTyping($show: Boolean!) {\n    updateUser(input: { show_typing: $show }) {\n      _id\n      show_typing\n    }\n  }\n": typeof types.UpdateTypingDocument,
    "\n  mutation UpdateMessageFrom($from: MessageFrom!) {\n    updateUser(input: { message_from: $from }) {\n      _id\n      message_from\n    }\n  }\n": typeof types.UpdateMessageFromDocument,
    "\n  query GetMySquads {\n    getMySquads {\n      _id\n      chat_id\n      is_owner\n      unread_count\n      spots_total\n      spots_filled\n      post {\n        _id\n        title\n        status\n      }\n      members {\n        user_id\n        first_name\n        last_name\n        photo\n        role\n        is_owner\n      }\n    }\n  }\n": typeof types.GetMySquadsDocument,
    "\n  fragment SquadMemberFields on SquadMember {\n    user_id\n    first_name\n    last_name\n    photo\n    title\n    role\n    is_owner\n    joined_at\n    is_connection\n    chat_id\n  }\n": typeof types.SquadMemberFieldsFragmentDoc,
    "\n  query LoadSquad($postId: ID!) {\n    loadSquad(postId: $postId) {\n      _id\n      chat_id\n      is_owner\n      unread_count\n      spots_total\n      spots_filled\n      created_at\n      post {\n        _id\n        title\n        status\n        project_type\n      }\n      seats {\n        role\n        total\n        filled\n      }\n      members {\n        ...SquadMemberFields\n      }\n      workspace {\n        ...SquadWorkspaceFields\n      }\n    }\n  }\n": typeof types.LoadSquadDocument,
    "\n  mutation LeaveSquad($postId: ID!) {\n    leaveSquad(postId: $postId)\n  }\n": typeof types.LeaveSquadDocument,
    "\n  mutation RemoveSquadMember($postId: ID!, $userId: ID!, $reason: String) {\n    removeSquadMember(postId: $postId, userId: $userId, reason: $reason) {\n      _id\n      spots_total\n      spots_filled\n      seats {\n        role\n        total\n        filled\n      }\n      members {\n        ...SquadMemberFields\n      }\n    }\n  }\n": typeof types.RemoveSquadMemberDocument,
    "\n  fragment SquadWorkspaceFields on SquadWorkspace {\n    pinned {\n      text\n      at\n      by {\n        user_id\n        first_name\n        last_name\n        photo\n      }\n    }\n    meeting_at\n    meeting_note\n    members_can_edit\n    can_edit\n    links {\n      _id\n      title\n      url\n      added_by\n      created_at\n    }\n    tasks {\n      _id\n      title\n      done\n      done_at\n      created_by\n      created_at\n      assignee {\n        user_id\n        first_name\n        last_name\n        photo\n      }\n    }\n    files {\n      _id\n      name\n      url\n      content_type\n      created_at\n      added_by {\n        user_id\n        first_name\n        last_name\n        photo\n      }\n    }\n    history {\n      _id\n      summary\n      created_at\n      actor {\n        user_id\n        first_name\n        last_name\n        photo\n      }\n    }\n  }\n": typeof types.SquadWorkspaceFieldsFragmentDoc,
    "\n  fragment SquadWithWorkspace on Squad {\n    _id\n    workspace {\n      ...SquadWorkspaceFields\n    }\n  }\n": typeof types.SquadWithWorkspaceFragmentDoc,
    "\n  mutation SetSquadPin($postId: ID!, $text: String) {\n    workspace: setSquadPin(postId: $postId, text: $text) {\n      ...SquadWorkspaceFields\n    }\n  }\n": typeof types.SetSquadPinDocument,
    "\n  mutation SetSquadMembersCanEdit($postId: ID!, $allowed: Boolean!) {\n    workspace: setSquadMembersCanEdit(postId: $postId, allowed: $allowed) {\n      ...SquadWorkspaceFields\n    }\n  }\n": typeof types.SetSquadMembersCanEditDocument,
    "\n  mutation SetSquadMeeting($postId: ID!, $input: SquadMeetingInput!) {\n    workspace: setSquadMeeting(postId: $postId, input: $input) {\n      ...SquadWorkspaceFields\n    }\n  }\n": typeof types.SetSquadMeetingDocument,
    "\n  mutation AddSquadLink($postId: ID!, $title: String!, $url: String!) {\n    workspace: addSquadLink(postId: $postId, title: $title, url: $url) {\n      ...SquadWorkspaceFields\n    }\n  }\n": typeof types.AddSquadLinkDocument,
    "\n  mutation RemoveSquadLink($postId: ID!, $linkId: ID!) {\n    workspace: removeSquadLink(postId: $postId, linkId: $linkId) {\n      ...SquadWorkspaceFields\n    }\n  }\n": typeof types.RemoveSquadLinkDocument,
    "\n  mutation AddSquadTask($postId: ID!, $title: String!, $assigneeId: ID) {\n    workspace: addSquadTask(postId: $postId, title: $title, assigneeId: $assigneeId) {\n      ...SquadWorkspaceFields\n    }\n  }\n": typeof types.AddSquadTaskDocument,
    "\n  mutation AssignSquadTask($postId: ID!, $taskId: ID!, $assigneeId: ID) {\n    workspace: assignSquadTask(postId: $postId, taskId: $taskId, assigneeId: $assigneeId) {\n      ...SquadWorkspaceFields\n    }\n  }\n": typeof types.AssignSquadTaskDocument,
    "\n  mutation SetSquadTaskDone($postId: ID!, $taskId: ID!, $done: Boolean!) {\n    workspace: setSquadTaskDone(postId: $postId, taskId: $taskId, done: $done) {\n      ...SquadWorkspaceFields\n    }\n  }\n": typeof types.SetSquadTaskDoneDocument,
    "\n  mutation MoveSquadTask($postId: ID!, $taskId: ID!, $position: Int!) {\n    workspace: moveSquadTask(postId: $postId, taskId: $taskId, position: $position) {\n      ...SquadWorkspaceFields\n    }\n  }\n": typeof types.MoveSquadTaskDocument,
    "\n  mutation RemoveSquadTask($postId: ID!, $taskId: ID!) {\n    workspace: removeSquadTask(postId: $postId, taskId: $taskId) {\n      ...SquadWorkspaceFields\n    }\n  }\n": typeof types.RemoveSquadTaskDocument,
    "\n  mutation AddSquadFile($postId: ID!, $fileUrl: String!, $name: String!) {\n    workspace: addSquadFile(postId: $postId, fileUrl: $fileUrl, name: $name) {\n      ...SquadWorkspaceFields\n    }\n  }\n": typeof types.AddSquadFileDocument,
    "\n  mutation RemoveSquadFile($postId: ID!, $fileId: ID!) {\n    workspace: removeSquadFile(postId: $postId, fileId: $fileId) {\n      ...SquadWorkspaceFields\n    }\n  }\n": typeof types.RemoveSquadFileDocument,
    "\n  query PresignedUrl($fileType: String!, $folder: String!, $fileSize: Int) {\n    getPresignedUrl(fileType: $fileType, folder: $folder, fileSize: $fileSize) {\n      upload_url\n      file_url\n    }\n  }\n": typeof types.PresignedUrlDocument,
};
const documents: Documents = {
    "\n  mutation ApplyToPost($postId: ID!, $message: String, $role: String) {\n    applyToPost(postId: $postId, message: $message, role: $role) {\n      _id\n      post_id\n      status\n      message\n      role\n      created_at\n    }\n  }\n": types.ApplyToPostDocument,
    "\n  mutation OpenDirectChat($userId: ID!) {\n    openDirectChat(userId: $userId)\n  }\n": types.OpenDirectChatDocument,
    "\n  mutation SendFriendReq($addresseeUserId: ID!, $message: String) {\n    sendFriendReq(addresseeUserId: $addresseeUserId, message: $message) {\n      _id\n      status\n      addressee_user_id\n      chat_id\n    }\n  }\n": types.SendFriendReqDocument,
    "\n  mutation ClosePost($postId: ID!) {\n    closePost(postId: $postId) {\n      _id\n      status\n      accepting_applications\n      updated_at\n    }\n  }\n": types.ClosePostDocument,
    "\n  fragment PostSquadFields on Post {\n    spots_total\n    spots_filled\n    in_squad\n    when_role_fills\n    seats {\n      role\n      total\n      filled\n    }\n    squad_preview {\n      user_id\n      first_name\n      last_name\n      photo\n    }\n  }\n": types.PostSquadFieldsFragmentDoc,
    "\n  fragment PostCardFields on Post {\n    _id\n    title\n    description\n    posted_by\n    first_name\n    last_name\n    photo\n    tech_stack\n    work_mode\n    experience_level\n    location_id\n    status\n    views_count\n    applications_count\n    is_saved\n    is_applied\n    created_at\n    project_type\n    starts_on\n    ends_on\n    apply_by\n    hours_per_week\n    accepting_applications\n    ...PostSquadFields\n  }\n": types.PostCardFieldsFragmentDoc,
    "\n  fragment PostDetailFields on Post {\n    updated_at\n    is_connection\n    chat_id\n    project_phase\n    auto_close\n    when_role_fills\n    hidden {\n      at\n      reason\n    }\n    requirements {\n      desired_skills\n      desired_roles\n      role_seats\n    }\n  }\n": types.PostDetailFieldsFragmentDoc,
    "\n  mutation ReportContent($input: ReportInput!) {\n    reportContent(input: $input) {\n      _id\n      subject_type\n      subject_id\n      reason\n    }\n  }\n": types.ReportContentDocument,
    "\n  query AdminOpenReportCount {\n    adminOpenReportCount\n  }\n": types.AdminOpenReportCountDocument,
    "\n  query ViewerOperator {\n    loadUserById {\n      _id\n      is_operator\n    }\n  }\n": types.ViewerOperatorDocument,
    "\n  fragment AdminMemberFields on AdminMember {\n    _id\n    first_name\n    last_name\n    email\n    photo\n    title\n    is_operator\n    suspension {\n      since\n      until\n      reason\n    }\n  }\n": types.AdminMemberFieldsFragmentDoc,
    "\n  fragment AdminMessageFields on AdminMessage {\n    _id\n    chat_id\n    kind\n    content\n    is_deleted\n    created_at\n    hidden {\n      at\n      reason\n    }\n    # Names only: the depth limit (GRAPHQL_LIMITS.maxDepth) counts fragment levels, and a message\n    # report's context names the sender in full as `member`.\n    sender {\n      _id\n      first_name\n      last_name\n    }\n  }\n": types.AdminMessageFieldsFragmentDoc,
    "\n  fragment AdminReportRowFields on AdminReport {\n    _id\n    status\n    subject_type\n    subject_id\n    reason\n    details\n    created_at\n    resolved_at\n    reporter {\n      _id\n      first_name\n      last_name\n      photo\n    }\n  }\n": types.AdminReportRowFieldsFragmentDoc,
    "\n  query AdminReports(\n    $status: ReportStatus\n    $subjectType: ReportSubjectType\n    $page: Int\n    $limit: Int\n  ) {\n    adminReports(status: $status, subject_type: $subjectType, page: $page, limit: $limit) {\n      _id\n      ...AdminReportRowFields\n      context {\n        gone\n        post {\n          _id\n          title\n        }\n        member {\n          _id\n          first_name\n          last_name\n        }\n        message {\n          _id\n          content\n        }\n      }\n    }\n  }\n": types.AdminReportsDocument,
    "\n  query AdminReport($reportId: ID!) {\n    adminReport(reportId: $reportId) {\n      _id\n      status\n      subject_type\n      subject_id\n      reason\n      details\n      created_at\n      resolved_at\n      reporter {\n        ...AdminMemberFields\n      }\n      context {\n        gone\n        post {\n          _id\n          title\n          description\n          status\n          created_at\n          hidden {\n            at\n            reason\n          }\n          owner {\n            ...AdminMemberFields\n          }\n        }\n        member {\n          ...AdminMemberFields\n          bio\n          created_at\n        }\n        message {\n          _id\n          ...AdminMessageFields\n        }\n        neighbours {\n          _id\n          ...AdminMessageFields\n        }\n      }\n    }\n  }\n": types.AdminReportDocument,
    "\n  query AdminAuditLog($page: Int, $limit: Int) {\n    adminAuditLog(page: $page, limit: $limit) {\n      _id\n      action\n      subject_type\n      subject_id\n      subject_label\n      report_id\n      reason\n      until\n      created_at\n      operator {\n        _id\n        first_name\n        last_name\n        photo\n      }\n    }\n  }\n": types.AdminAuditLogDocument,
    "\n  mutation DismissReport($reportId: ID!, $reason: String!) {\n    dismissReport(reportId: $reportId, reason: $reason) {\n      _id\n      status\n      resolved_at\n    }\n  }\n": types.DismissReportDocument,
    "\n  mutation HidePost($input: HideContentInput!) {\n    hidePost(input: $input) {\n      _id\n      hidden {\n        at\n        reason\n      }\n    }\n  }\n": types.HidePostDocument,
    "\n  mutation UnhidePost($postId: ID!, $reason: String!) {\n    unhidePost(postId: $postId, reason: $reason) {\n      _id\n      hidden {\n        at\n        reason\n      }\n    }\n  }\n": types.UnhidePostDocument,
    "\n  mutation HideMessage($input: HideContentInput!) {\n    hideMessage(input: $input) {\n      _id\n      hidden {\n        at\n        reason\n      }\n    }\n  }\n": types.HideMessageDocument,
    "\n  mutation UnhideMessage($messageId: ID!, $reason: String!) {\n    unhideMessage(messageId: $messageId, reason: $reason) {\n      _id\n      hidden {\n        at\n        reason\n      }\n    }\n  }\n": types.UnhideMessageDocument,
    "\n  mutation SuspendMember($input: SuspendMemberInput!) {\n    suspendMember(input: $input) {\n      _id\n      suspension {\n        since\n        until\n        reason\n      }\n    }\n  }\n": types.SuspendMemberDocument,
    "\n  mutation LiftSuspension($userId: ID!, $reason: String!) {\n    liftSuspension(userId: $userId, reason: $reason) {\n      _id\n      suspension {\n        since\n        until\n        reason\n      }\n    }\n  }\n": types.LiftSuspensionDocument,
    "\n  query PostApplicants($postId: ID!, $page: Int, $limit: Int, $order: ApplicantOrder) {\n    loadPostById(postId: $postId) {\n      _id\n      title\n      status\n      applications_count\n      spots_total\n      spots_filled\n      seats {\n        role\n        total\n        filled\n      }\n    }\n    loadApplicationsByPostId(postId: $postId, page: $page, limit: $limit, order: $order) {\n      _id\n      applicant_id\n      message\n      status\n      role\n      waitlisted\n      decision_note\n      decline_reason\n      squad_exit\n      created_at\n      first_name\n      last_name\n      photo\n      title\n      location_id\n      is_connection\n      chat_id\n      skill_match {\n        matched\n        wanted\n      }\n      top_skills {\n        _id\n        skill_name\n      }\n    }\n  }\n": types.PostApplicantsDocument,
    "\n  mutation UpdateApplicationStatus(\n    $applicationId: ID!\n    $status: Decision!\n    $role: String\n    $addSeat: Boolean\n    $reason: String\n  ) {\n    updateApplicationStatus(\n      applicationId: $applicationId\n      status: $status\n      role: $role\n      addSeat: $addSeat\n      reason: $reason\n    ) {\n      _id\n      status\n      role\n      waitlisted\n      decision_note\n      decline_reason\n      squad_exit\n      updated_at\n      post {\n        _id\n        status\n        spots_total\n        spots_filled\n        ...PostSquadFields\n      }\n    }\n  }\n": types.UpdateApplicationStatusDocument,
    "\n  fragment MyApplicationFields on ApplicationWithPost {\n    post {\n      _id\n      title\n      description\n      status\n      posted_by\n      first_name\n      last_name\n      tech_stack\n      experience_level\n      work_mode\n      location_id\n      is_applied\n      created_at\n      accepting_applications\n      ...PostSquadFields\n    }\n    application {\n      _id\n      status\n      message\n      role\n      waitlisted\n      decision_note\n      decline_reason\n      squad_exit\n      squad_exit_reason\n      created_at\n      updated_at\n    }\n  }\n": types.MyApplicationFieldsFragmentDoc,
    "\n  query MyApplications($page: Int, $limit: Int) {\n    getApplicationsByUser(page: $page, limit: $limit) {\n      application {\n        _id\n      }\n      ...MyApplicationFields\n    }\n  }\n": types.MyApplicationsDocument,
    "\n  query SearchMyApplications($search: String!, $page: Int, $limit: Int) {\n    searchMyApplications(search: $search, page: $page, limit: $limit) {\n      application {\n        _id\n      }\n      ...MyApplicationFields\n    }\n  }\n": types.SearchMyApplicationsDocument,
    "\n  mutation CancelApplication($applicationId: ID!) {\n    cancelApplyToPost(applicationId: $applicationId) {\n      _id\n      status\n      updated_at\n      post {\n        _id\n        is_applied\n        applications_count\n      }\n    }\n  }\n": types.CancelApplicationDocument,
    "\n  query DeclineTemplates {\n    declineTemplates\n  }\n": types.DeclineTemplatesDocument,
    "\n  mutation SaveDeclineTemplates($templates: [String!]!) {\n    saveDeclineTemplates(templates: $templates)\n  }\n": types.SaveDeclineTemplatesDocument,
    "\n  fragment ChatMessageFields on Message {\n    _id\n    chat_id\n    sender_id\n    kind\n    content\n    read_by {\n      user_id\n      read_at\n    }\n    edited_at\n    is_deleted\n    deleted_for\n    reply_to_message_id\n    reply_to_message_content\n    hidden {\n      at\n      reason\n    }\n    attachment {\n      url\n      name\n      type\n      is_image\n    }\n    created_at\n    updated_at\n  }\n": types.ChatMessageFieldsFragmentDoc,
    "\n  query GetMessagesForChat($chatId: ID!, $page: Int, $limit: Int) {\n    getMessagesForChat(chatId: $chatId, page: $page, limit: $limit) {\n      _id\n      ...ChatMessageFields\n    }\n  }\n": types.GetMessagesForChatDocument,
    "\n  query GetChatListForUser {\n    getChatListForUser {\n      _id\n      kind\n      other_user_id\n      post_id\n      title\n      members {\n        user_id\n        first_name\n        last_name\n        photo\n      }\n      member_count\n      is_active\n      first_name\n      last_name\n      photo\n      last_message_content\n      last_message_at\n      updated_at\n      is_online\n      last_seen\n      muted\n    }\n  }\n": types.GetChatListForUserDocument,
    "\n  mutation SendMessage(\n    $chatId: ID!\n    $content: String!\n    $replyToMessageId: ID\n    $attachment: MessageAttachmentInput\n  ) {\n    sendMessage(\n      chatId: $chatId\n      content: $content\n      replyToMessageId: $replyToMessageId\n      attachment: $attachment\n    ) {\n      _id\n      ...ChatMessageFields\n    }\n  }\n": types.SendMessageDocument,
    "\n  mutation EditMessage($messageId: ID!, $content: String!) {\n    editMessage(messageId: $messageId, content: $content) {\n      _id\n      ...ChatMessageFields\n    }\n  }\n": types.EditMessageDocument,
    "\n  mutation DeleteMessage($messageId: ID!) {\n    deleteMessage(messageId: $messageId)\n  }\n": types.DeleteMessageDocument,
    "\n  mutation MarkMessagesAsRead($chatId: ID!) {\n    markMessagesAsRead(chatId: $chatId) {\n      chat_id\n      unread_count\n    }\n  }\n": types.MarkMessagesAsReadDocument,
    "\n  mutation SetChatMuted($chatId: ID!, $muted: Boolean!) {\n    setChatMuted(chatId: $chatId, muted: $muted) {\n      chat_id\n      muted\n    }\n  }\n": types.SetChatMutedDocument,
    "\n  query ChatSquadMembers($postId: ID!) {\n    loadSquad(postId: $postId) {\n      _id\n      members {\n        user_id\n        first_name\n        last_name\n        photo\n      }\n    }\n  }\n": types.ChatSquadMembersDocument,
    "\n  query ChatFormerMember($userId: ID!) {\n    loadUserById(userId: $userId) {\n      _id\n      first_name\n      last_name\n      photo\n    }\n  }\n": types.ChatFormerMemberDocument,
    "\n  query ChatSignalSettings {\n    loadUserById {\n      _id\n      show_typing\n      show_read_receipts\n    }\n  }\n": types.ChatSignalSettingsDocument,
    "\n  fragment PendingRequestFields on Connection {\n    _id\n    status\n    message\n    created_at\n    other_user_id\n    first_name\n    last_name\n    photo\n    title\n  }\n": types.PendingRequestFieldsFragmentDoc,
    "\n  query PendingFriendRequests {\n    loadPendingFriendRequests {\n      _id\n      ...PendingRequestFields\n    }\n  }\n": types.PendingFriendRequestsDocument,
    "\n  query SentFriendRequests {\n    loadSentFriendRequests {\n      _id\n      ...PendingRequestFields\n    }\n  }\n": types.SentFriendRequestsDocument,
    "\n  query ConnectionsList($userId: ID!) {\n    loadConnectionsList(userId: $userId) {\n      _id\n      status\n      chat_id\n      other_user_id\n      first_name\n      last_name\n      photo\n      title\n    }\n  }\n": types.ConnectionsListDocument,
    "\n  mutation AcceptFriendReq($connectionId: ID!) {\n    acceptFriendReq(connectionId: $connectionId) {\n      _id\n      status\n      chat_id\n      responded_at\n    }\n  }\n": types.AcceptFriendReqDocument,
    "\n  mutation DeclineFriendReq($connectionId: ID!) {\n    declineFriendReq(connectionId: $connectionId) {\n      _id\n      status\n      responded_at\n    }\n  }\n": types.DeclineFriendReqDocument,
    "\n  mutation CancelFriendReq($connectionId: ID!) {\n    cancelFriendReq(connectionId: $connectionId) {\n      _id\n      status\n    }\n  }\n": types.CancelFriendReqDocument,
    "\n  mutation RemoveConnection($connectionId: ID!) {\n    removeConnection(connectionId: $connectionId)\n  }\n": types.RemoveConnectionDocument,
    "\n  fragment EventProposalFields on EventProposal {\n    _id\n    round\n    status\n    new_squad\n    squad_id\n    covered\n    missing\n    time_zones\n    time_zone_spread_minutes\n    level_lowest\n    level_highest\n    members {\n      user_id\n      first_name\n      last_name\n      photo\n      role\n      answer\n    }\n  }\n": types.EventProposalFieldsFragmentDoc,
    "\n  fragment EventPageFields on Event {\n    _id\n    name\n    description\n    starts_on\n    ends_on\n    register_by\n    min_team_size\n    max_team_size\n    roles\n    time_zone_window_hours\n    organiser {\n      user_id\n      first_name\n      last_name\n      photo\n    }\n    registered_count\n    rounds\n    registration_open\n    ended\n    is_organiser\n    my_registration {\n      _id\n      roles\n      level\n      utc_offset_minutes\n      hours_per_week\n      status\n      unplaced_reason\n    }\n    my_proposal {\n      ...EventProposalFields\n    }\n    my_squads {\n      squad_id\n      title\n      open_seats\n    }\n    announcements {\n      _id\n      message\n      created_at\n    }\n  }\n": types.EventPageFieldsFragmentDoc,
    "\n  query LoadEvent($eventId: ID!) {\n    loadEvent(eventId: $eventId) {\n      _id\n      ...EventPageFields\n    }\n  }\n": types.LoadEventDocument,
    "\n  query MyEvents {\n    myEvents {\n      _id\n      name\n      starts_on\n      ends_on\n      register_by\n      registration_open\n      registered_count\n      is_organiser\n      my_registration {\n        _id\n        status\n      }\n    }\n  }\n": types.MyEventsDocument,
    "\n  query SquadsToRegister {\n    getMySquads {\n      _id\n      is_owner\n      spots_total\n      spots_filled\n      post {\n        _id\n        title\n        status\n      }\n    }\n  }\n": types.SquadsToRegisterDocument,
    "\n  query EventRegistrations($eventId: ID!) {\n    eventRegistrations(eventId: $eventId) {\n      _id\n      user_id\n      first_name\n      last_name\n      photo\n      roles\n      level\n      utc_offset_minutes\n      hours_per_week\n      status\n      unplaced_reason\n      squad_id\n      squad_title\n      open_seats\n      registered_at\n    }\n  }\n": types.EventRegistrationsDocument,
    "\n  query EventTeamsCsv($eventId: ID!) {\n    eventTeamsCsv(eventId: $eventId)\n  }\n": types.EventTeamsCsvDocument,
    "\n  query EventProposals($eventId: ID!) {\n    eventProposals(eventId: $eventId) {\n      ...EventProposalFields\n    }\n  }\n": types.EventProposalsDocument,
    "\n  mutation CreateEvent($input: EventInput!) {\n    createEvent(input: $input) {\n      _id\n      ...EventPageFields\n    }\n  }\n": types.CreateEventDocument,
    "\n  mutation UpdateEvent($eventId: ID!, $input: EventInput!) {\n    updateEvent(eventId: $eventId, input: $input) {\n      _id\n      name\n      description\n      starts_on\n      ends_on\n      register_by\n      min_team_size\n      max_team_size\n      roles\n      time_zone_window_hours\n      registration_open\n    }\n  }\n": types.UpdateEventDocument,
    "\n  mutation RegisterForEvent($eventId: ID!, $input: EventRegistrationInput!) {\n    registerForEvent(eventId: $eventId, input: $input) {\n      ...EventPageFields\n    }\n  }\n": types.RegisterForEventDocument,
    "\n  mutation RegisterSquadForEvent($eventId: ID!, $squadId: ID!, $input: SquadRegistrationInput!) {\n    registerSquadForEvent(eventId: $eventId, squadId: $squadId, input: $input) {\n      ...EventPageFields\n    }\n  }\n": types.RegisterSquadForEventDocument,
    "\n  mutation LeaveEvent($eventId: ID!) {\n    leaveEvent(eventId: $eventId) {\n      ...EventPageFields\n    }\n  }\n": types.LeaveEventDocument,
    "\n  mutation RespondToProposal($proposalId: ID!, $accept: Boolean!) {\n    respondToProposal(proposalId: $proposalId, accept: $accept) {\n      proposal_id\n      answer\n      squad_id\n    }\n  }\n": types.RespondToProposalDocument,
    "\n  mutation RunEventRound($eventId: ID!) {\n    runEventRound(eventId: $eventId) {\n      round\n      teams\n      proposed\n      unplaced\n    }\n  }\n": types.RunEventRoundDocument,
    "\n  mutation AnnounceToEvent($eventId: ID!, $message: String!) {\n    announceToEvent(eventId: $eventId, message: $message) {\n      _id\n      message\n      created_at\n    }\n  }\n": types.AnnounceToEventDocument,
    "\n  fragment ActivityGroupFields on ActivityGroup {\n    _id\n    type\n    count\n    actors {\n      user_id\n      first_name\n      last_name\n      photo\n    }\n    post_id\n    post_title\n    link\n    unread\n    created_at\n  }\n": types.ActivityGroupFieldsFragmentDoc,
    "\n  query ActivityFeed($page: Int, $limit: Int) {\n    getActivity(page: $page, limit: $limit) {\n      _id\n      unread\n      ...ActivityGroupFields\n    }\n  }\n": types.ActivityFeedDocument,
    "\n  mutation MarkActivityRead($activityId: ID!) {\n    markActivityRead(activityId: $activityId)\n  }\n": types.MarkActivityReadDocument,
    "\n  mutation MarkAllActivityRead {\n    markAllActivityRead\n  }\n": types.MarkAllActivityReadDocument,
    "\n  query NotificationSettings {\n    getNotificationSettings {\n      kind\n      level\n    }\n  }\n": types.NotificationSettingsDocument,
    "\n  mutation UpdateNotificationSetting($kind: NotificationKind!, $level: NotificationLevel!) {\n    updateNotificationSetting(kind: $kind, level: $level) {\n      kind\n      level\n    }\n  }\n": types.UpdateNotificationSettingDocument,
    "\n  fragment PersonCardFields on Person {\n    _id\n    first_name\n    last_name\n    photo\n    title\n    bio\n    location_id\n    is_connection\n    chat_id\n    is_online\n    top_skills {\n      _id\n      skill_name\n      is_top\n    }\n  }\n": types.PersonCardFieldsFragmentDoc,
    "\n  query LoadPeople($page: Int, $limit: Int) {\n    loadPeople(page: $page, limit: $limit) {\n      _id\n      ...PersonCardFields\n    }\n  }\n": types.LoadPeopleDocument,
    "\n  query LoadPeopleByFilter($filter: PeopleFilterInput!, $page: Int, $limit: Int) {\n    loadPeopleByFilter(filter: $filter, page: $page, limit: $limit) {\n      _id\n      ...PersonCardFields\n    }\n  }\n": types.LoadPeopleByFilterDocument,
    "\n  query SearchPeople($search: String!, $page: Int, $limit: Int) {\n    searchPeople(search: $search, page: $page, limit: $limit) {\n      _id\n      ...PersonCardFields\n    }\n  }\n": types.SearchPeopleDocument,
    "\n  query LoadByRecommendation($page: Int, $limit: Int) {\n    loadByRecommendation(page: $page, limit: $limit) {\n      matched_skills\n      post {\n        _id\n        ...PostCardFields\n      }\n    }\n  }\n": types.LoadByRecommendationDocument,
    "\n  query LoadPosts($page: Int, $limit: Int, $excludeRecommended: Int) {\n    loadPosts(page: $page, limit: $limit, excludeRecommended: $excludeRecommended) {\n      _id\n      ...PostCardFields\n    }\n  }\n": types.LoadPostsDocument,
    "\n  query MyPosts($userId: ID!, $page: Int, $limit: Int) {\n    loadPostsByUserId(userId: $userId, page: $page, limit: $limit) {\n      _id\n      title\n      description\n      status\n      tech_stack\n      experience_level\n      work_mode\n      location_id\n      views_count\n      applications_count\n      created_at\n      project_type\n      starts_on\n      ends_on\n      apply_by\n      hours_per_week\n      accepting_applications\n      hidden {\n        at\n        reason\n      }\n      ...PostSquadFields\n    }\n  }\n": types.MyPostsDocument,
    "\n  mutation OpenPost($postId: ID!) {\n    openPost(postId: $postId) {\n      _id\n      status\n      accepting_applications\n      updated_at\n    }\n  }\n": types.OpenPostDocument,
    "\n  mutation DeletePost($postId: ID!) {\n    deletePost(postId: $postId)\n  }\n": types.DeletePostDocument,
    "\n  mutation CreatePost($input: PostInput!) {\n    createPost(input: $input) {\n      _id\n      ...PostCardFields\n      ...PostDetailFields\n    }\n  }\n": types.CreatePostDocument,
    "\n  mutation UpdatePost($postId: ID!, $input: PostInput!) {\n    updatePost(postId: $postId, input: $input) {\n      _id\n      ...PostCardFields\n      ...PostDetailFields\n    }\n  }\n": types.UpdatePostDocument,
    "\n  mutation SavePost($postId: ID!) {\n    savePost(postId: $postId) {\n      _id\n      is_saved\n    }\n  }\n": types.SavePostDocument,
    "\n  mutation UnsavePost($postId: ID!) {\n    unsavePost(postId: $postId) {\n      _id\n      is_saved\n    }\n  }\n": types.UnsavePostDocument,
    "\n  mutation IncrementPostView($postId: ID!) {\n    incrementPostView(postId: $postId) {\n      _id\n      views_count\n    }\n  }\n": types.IncrementPostViewDocument,
    "\n  query LoadPostByFilter($filter: ProjectFilterInput!, $page: Int, $limit: Int) {\n    loadPostByFilter(filter: $filter, page: $page, limit: $limit) {\n      _id\n      ...PostCardFields\n    }\n  }\n": types.LoadPostByFilterDocument,
    "\n  query SearchProjects($search: String!, $page: Int, $limit: Int) {\n    searchProjects(search: $search, page: $page, limit: $limit) {\n      _id\n      ...PostCardFields\n    }\n  }\n": types.SearchProjectsDocument,
    "\n  query LoadPostById($postId: ID!) {\n    loadPostById(postId: $postId) {\n      _id\n      ...PostCardFields\n      ...PostDetailFields\n    }\n  }\n": types.LoadPostByIdDocument,
    "\n  query DiscoverEvent($eventId: ID!) {\n    loadEvent(eventId: $eventId) {\n      _id\n      name\n      ended\n    }\n  }\n": types.DiscoverEventDocument,
    "\n  query SavedPosts($page: Int, $limit: Int) {\n    getSavedPosts(page: $page, limit: $limit) {\n      _id\n      ...PostCardFields\n    }\n  }\n": types.SavedPostsDocument,
    "\n  fragment AchievementFields on Achievement {\n    _id\n    title\n    description\n    order\n  }\n": types.AchievementFieldsFragmentDoc,
    "\n  query AchievementsByUser($userId: ID) {\n    getAchievementsByUser(userId: $userId) {\n      ...AchievementFields\n    }\n  }\n": types.AchievementsByUserDocument,
    "\n  mutation CreateAchievement($userId: ID, $input: AchievementInput!) {\n    createAchievement(userId: $userId, input: $input) {\n      ...AchievementFields\n    }\n  }\n": types.CreateAchievementDocument,
    "\n  mutation UpdateAchievement($achievementId: ID!, $input: AchievementUpdateInput!) {\n    updateAchievement(achievementId: $achievementId, input: $input) {\n      ...AchievementFields\n    }\n  }\n": types.UpdateAchievementDocument,
    "\n  mutation DeleteAchievement($achievementId: ID!) {\n    deleteAchievement(achievementId: $achievementId)\n  }\n": types.DeleteAchievementDocument,
    "\n  fragment EducationFields on Education {\n    _id\n    institution_name\n    location_id\n    degree\n    field_of_study\n    start_date\n    end_date\n    is_current\n    grade\n    description\n    order\n  }\n": types.EducationFieldsFragmentDoc,
    "\n  query EducationByUser($userId: ID) {\n    getEducationByUser(userId: $userId) {\n      ...EducationFields\n    }\n  }\n": types.EducationByUserDocument,
    "\n  mutation CreateEducation($userId: ID, $input: EducationInput!) {\n    createEducation(userId: $userId, input: $input) {\n      ...EducationFields\n    }\n  }\n": types.CreateEducationDocument,
    "\n  mutation UpdateEducation($educationId: ID!, $input: EducationUpdateInput!) {\n    updateEducation(educationId: $educationId, input: $input) {\n      ...EducationFields\n    }\n  }\n": types.UpdateEducationDocument,
    "\n  mutation DeleteEducation($educationId: ID!) {\n    deleteEducation(educationId: $educationId)\n  }\n": types.DeleteEducationDocument,
    "\n  fragment ExperienceFields on Experience {\n    _id\n    company_name\n    position\n    start_date\n    end_date\n    is_current\n    description\n    location_id\n    employment_type\n    order\n  }\n": types.ExperienceFieldsFragmentDoc,
    "\n  query ExperienceByUser($userId: ID) {\n    getExperienceByUser(userId: $userId) {\n      ...ExperienceFields\n    }\n  }\n": types.ExperienceByUserDocument,
    "\n  mutation CreateExperience($userId: ID, $input: ExperienceInput!) {\n    createExperience(userId: $userId, input: $input) {\n      ...ExperienceFields\n    }\n  }\n": types.CreateExperienceDocument,
    "\n  mutation UpdateExperience($experienceId: ID!, $input: ExperienceUpdateInput!) {\n    updateExperience(experienceId: $experienceId, input: $input) {\n      ...ExperienceFields\n    }\n  }\n": types.UpdateExperienceDocument,
    "\n  mutation DeleteExperience($experienceId: ID!) {\n    deleteExperience(experienceId: $experienceId)\n  }\n": types.DeleteExperienceDocument,
    "\n  query ProfileUser($userId: ID) {\n    loadUserById(userId: $userId) {\n      _id\n      first_name\n      last_name\n      email\n      photo\n      title\n      bio\n      location_id\n      looking_for\n      is_connection\n      chat_id\n      connections_count\n      links {\n        name\n        url\n      }\n      is_online\n      last_seen\n      created_at\n    }\n  }\n": types.ProfileUserDocument,
    "\n  mutation UpdateProfile($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      _id\n      first_name\n      last_name\n      title\n      bio\n      location_id\n      looking_for\n      photo\n      links {\n        name\n        url\n      }\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  fragment ProjectFields on UserProject {\n    _id\n    title\n    description\n    technologies\n    project_url\n    github_url\n    start_date\n    end_date\n    is_current\n    order\n  }\n": types.ProjectFieldsFragmentDoc,
    "\n  query ProjectsByUser($userId: ID) {\n    getProjectsByUser(userId: $userId) {\n      ...ProjectFields\n    }\n  }\n": types.ProjectsByUserDocument,
    "\n  mutation CreateProject($userId: ID, $input: ProjectInput!) {\n    createProject(userId: $userId, input: $input) {\n      ...ProjectFields\n    }\n  }\n": types.CreateProjectDocument,
    "\n  mutation UpdateProject($projectId: ID!, $input: ProjectUpdateInput!) {\n    updateProject(projectId: $projectId, input: $input) {\n      ...ProjectFields\n    }\n  }\n": types.UpdateProjectDocument,
    "\n  mutation DeleteProject($projectId: ID!) {\n    deleteProject(projectId: $projectId)\n  }\n": types.DeleteProjectDocument,
    "\n  fragment UserSkillFields on UserSkill {\n    _id\n    skill_name\n    proficiency_level\n    years_experience\n    is_top\n    order\n  }\n": types.UserSkillFieldsFragmentDoc,
    "\n  query SkillsByUser($userId: ID) {\n    getSkillsByUser(userId: $userId) {\n      ...UserSkillFields\n    }\n  }\n": types.SkillsByUserDocument,
    "\n  mutation CreateUserSkill($userId: ID, $input: UserSkillInput!) {\n    createUserSkill(userId: $userId, input: $input) {\n      ...UserSkillFields\n    }\n  }\n": types.CreateUserSkillDocument,
    "\n  mutation UpdateUserSkill($userSkillId: ID!, $input: UserSkillUpdateInput!) {\n    updateUserSkill(userSkillId: $userSkillId, input: $input) {\n      ...UserSkillFields\n    }\n  }\n": types.UpdateUserSkillDocument,
    "\n  mutation DeleteUserSkill($userSkillId: ID!) {\n    deleteUserSkill(userSkillId: $userSkillId)\n  }\n": types.DeleteUserSkillDocument,
    "\n  mutation DeleteAccount($userId: ID!, $password: String) {\n    deleteUser(userId: $userId, password: $password)\n  }\n": types.DeleteAccountDocument,
    "\n  query AccountSignIn {\n    loadUserById {\n      _id\n      has_password\n    }\n  }\n": types.AccountSignInDocument,
    "\n  query PrivacySettings {\n    loadUserById {\n      _id\n      show_online\n      members_only_profile\n      email_to_connections\n      show_read_receipts\n      show_typing\n      message_from\n    }\n  }\n": types.PrivacySettingsDocument,
    "\n  mutation UpdatePresenceSetting($show: Boolean!) {\n    updateUser(input: { show_online: $show }) {\n      _id\n      show_online\n    }\n  }\n": types.UpdatePresenceSettingDocument,
    "\n  mutation UpdateProfileVisibility($membersOnly: Boolean!) {\n    updateUser(input: { members_only_profile: $membersOnly }) {\n      _id\n      members_only_profile\n    }\n  }\n": types.UpdateProfileVisibilityDocument,
    "\n  mutation UpdateEmailToConnections($show: Boolean!) {\n    updateUser(input: { email_to_connections: $show }) {\n      _id\n      email_to_connections\n    }\n  }\n": types.UpdateEmailToConnectionsDocument,
    "\n  mutation UpdateReadReceipts($show: Boolean!) {\n    updateUser(input: { show_read_receipts: $show }) {\n      _id\n      show_read_receipts\n    }\n  }\n": types.UpdateReadReceiptsDocument,
    "\n  mutation UpdateTyping($show: Boolean!) {\n    updateUser(input: { show_typing: $show }) {\n      _id\n      show_typing\n    }\n  }\n": types.UpdateTypingDocument,
    "\n  mutation UpdateMessageFrom($from: MessageFrom!) {\n    updateUser(input: { message_from: $from }) {\n      _id\n      message_from\n    }\n  }\n": types.UpdateMessageFromDocument,
    "\n  query GetMySquads {\n    getMySquads {\n      _id\n      chat_id\n      is_owner\n      unread_count\n      spots_total\n      spots_filled\n      post {\n        _id\n        title\n        status\n      }\n      members {\n        user_id\n        first_name\n        last_name\n        photo\n        role\n        is_owner\n      }\n    }\n  }\n": types.GetMySquadsDocument,
    "\n  fragment SquadMemberFields on SquadMember {\n    user_id\n    first_name\n    last_name\n    photo\n    title\n    role\n    is_owner\n    joined_at\n    is_connection\n    chat_id\n  }\n": types.SquadMemberFieldsFragmentDoc,
    "\n  query LoadSquad($postId: ID!) {\n    loadSquad(postId: $postId) {\n      _id\n      chat_id\n      is_owner\n      unread_count\n      spots_total\n      spots_filled\n      created_at\n      post {\n        _id\n        title\n        status\n        project_type\n      }\n      seats {\n        role\n        total\n        filled\n      }\n      members {\n        ...SquadMemberFields\n      }\n      workspace {\n        ...SquadWorkspaceFields\n      }\n    }\n  }\n": types.LoadSquadDocument,
    "\n  mutation LeaveSquad($postId: ID!) {\n    leaveSquad(postId: $postId)\n  }\n": types.LeaveSquadDocument,
    "\n  mutation RemoveSquadMember($postId: ID!, $userId: ID!, $reason: String) {\n    removeSquadMember(postId: $postId, userId: $userId, reason: $reason) {\n      _id\n      spots_total\n      spots_filled\n      seats {\n        role\n        total\n        filled\n      }\n      members {\n        ...SquadMemberFields\n      }\n    }\n  }\n": types.RemoveSquadMemberDocument,
    "\n  fragment SquadWorkspaceFields on SquadWorkspace {\n    pinned {\n      text\n      at\n      by {\n        user_id\n        first_name\n        last_name\n        photo\n      }\n    }\n    meeting_at\n    meeting_note\n    members_can_edit\n    can_edit\n    links {\n      _id\n      title\n      url\n      added_by\n      created_at\n    }\n    tasks {\n      _id\n      title\n      done\n      done_at\n      created_by\n      created_at\n      assignee {\n        user_id\n        first_name\n        last_name\n        photo\n      }\n    }\n    files {\n      _id\n      name\n      url\n      content_type\n      created_at\n      added_by {\n        user_id\n        first_name\n        last_name\n        photo\n      }\n    }\n    history {\n      _id\n      summary\n      created_at\n      actor {\n        user_id\n        first_name\n        last_name\n        photo\n      }\n    }\n  }\n": types.SquadWorkspaceFieldsFragmentDoc,
    "\n  fragment SquadWithWorkspace on Squad {\n    _id\n    workspace {\n      ...SquadWorkspaceFields\n    }\n  }\n": types.SquadWithWorkspaceFragmentDoc,
    "\n  mutation SetSquadPin($postId: ID!, $text: String) {\n    workspace: setSquadPin(postId: $postId, text: $text) {\n      ...SquadWorkspaceFields\n    }\n  }\n": types.SetSquadPinDocument,
    "\n  mutation SetSquadMembersCanEdit($postId: ID!, $allowed: Boolean!) {\n    workspace: setSquadMembersCanEdit(postId: $postId, allowed: $allowed) {\n      ...SquadWorkspaceFields\n    }\n  }\n": types.SetSquadMembersCanEditDocument,
    "\n  mutation SetSquadMeeting($postId: ID!, $input: SquadMeetingInput!) {\n    workspace: setSquadMeeting(postId: $postId, input: $input) {\n      ...SquadWorkspaceFields\n    }\n  }\n": types.SetSquadMeetingDocument,
    "\n  mutation AddSquadLink($postId: ID!, $title: String!, $url: String!) {\n    workspace: addSquadLink(postId: $postId, title: $title, url: $url) {\n      ...SquadWorkspaceFields\n    }\n  }\n": types.AddSquadLinkDocument,
    "\n  mutation RemoveSquadLink($postId: ID!, $linkId: ID!) {\n    workspace: removeSquadLink(postId: $postId, linkId: $linkId) {\n      ...SquadWorkspaceFields\n    }\n  }\n": types.RemoveSquadLinkDocument,
    "\n  mutation AddSquadTask($postId: ID!, $title: String!, $assigneeId: ID) {\n    workspace: addSquadTask(postId: $postId, title: $title, assigneeId: $assigneeId) {\n      ...SquadWorkspaceFields\n    }\n  }\n": types.AddSquadTaskDocument,
    "\n  mutation AssignSquadTask($postId: ID!, $taskId: ID!, $assigneeId: ID) {\n    workspace: assignSquadTask(postId: $postId, taskId: $taskId, assigneeId: $assigneeId) {\n      ...SquadWorkspaceFields\n    }\n  }\n": types.AssignSquadTaskDocument,
    "\n  mutation SetSquadTaskDone($postId: ID!, $taskId: ID!, $done: Boolean!) {\n    workspace: setSquadTaskDone(postId: $postId, taskId: $taskId, done: $done) {\n      ...SquadWorkspaceFields\n    }\n  }\n": types.SetSquadTaskDoneDocument,
    "\n  mutation MoveSquadTask($postId: ID!, $taskId: ID!, $position: Int!) {\n    workspace: moveSquadTask(postId: $postId, taskId: $taskId, position: $position) {\n      ...SquadWorkspaceFields\n    }\n  }\n": types.MoveSquadTaskDocument,
    "\n  mutation RemoveSquadTask($postId: ID!, $taskId: ID!) {\n    workspace: removeSquadTask(postId: $postId, taskId: $taskId) {\n      ...SquadWorkspaceFields\n    }\n  }\n": types.RemoveSquadTaskDocument,
    "\n  mutation AddSquadFile($postId: ID!, $fileUrl: String!, $name: String!) {\n    workspace: addSquadFile(postId: $postId, fileUrl: $fileUrl, name: $name) {\n      ...SquadWorkspaceFields\n    }\n  }\n": types.AddSquadFileDocument,
    "\n  mutation RemoveSquadFile($postId: ID!, $fileId: ID!) {\n    workspace: removeSquadFile(postId: $postId, fileId: $fileId) {\n      ...SquadWorkspaceFields\n    }\n  }\n": types.RemoveSquadFileDocument,
    "\n  query PresignedUrl($fileType: String!, $folder: String!, $fileSize: Int) {\n    getPresignedUrl(fileType: $fileType, folder: $folder, fileSize: $fileSize) {\n      upload_url\n      file_url\n    }\n  }\n": types.PresignedUrlDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplyToPost($postId: ID!, $message: String, $role: String) {\n    applyToPost(postId: $postId, message: $message, role: $role) {\n      _id\n      post_id\n      status\n      message\n      role\n      created_at\n    }\n  }\n"): (typeof documents)["\n  mutation ApplyToPost($postId: ID!, $message: String, $role: String) {\n    applyToPost(postId: $postId, message: $message, role: $role) {\n      _id\n      post_id\n      status\n      message\n      role\n      created_at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpenDirectChat($userId: ID!) {\n    openDirectChat(userId: $userId)\n  }\n"): (typeof documents)["\n  mutation OpenDirectChat($userId: ID!) {\n    openDirectChat(userId: $userId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendFriendReq($addresseeUserId: ID!, $message: String) {\n    sendFriendReq(addresseeUserId: $addresseeUserId, message: $message) {\n      _id\n      status\n      addressee_user_id\n      chat_id\n    }\n  }\n"): (typeof documents)["\n  mutation SendFriendReq($addresseeUserId: ID!, $message: String) {\n    sendFriendReq(addresseeUserId: $addresseeUserId, message: $message) {\n      _id\n      status\n      addressee_user_id\n      chat_id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClosePost($postId: ID!) {\n    closePost(postId: $postId) {\n      _id\n      status\n      accepting_applications\n      updated_at\n    }\n  }\n"): (typeof documents)["\n  mutation ClosePost($postId: ID!) {\n    closePost(postId: $postId) {\n      _id\n      status\n      accepting_applications\n      updated_at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostSquadFields on Post {\n    spots_total\n    spots_filled\n    in_squad\n    when_role_fills\n    seats {\n      role\n      total\n      filled\n    }\n    squad_preview {\n      user_id\n      first_name\n      last_name\n      photo\n    }\n  }\n"): (typeof documents)["\n  fragment PostSquadFields on Post {\n    spots_total\n    spots_filled\n    in_squad\n    when_role_fills\n    seats {\n      role\n      total\n      filled\n    }\n    squad_preview {\n      user_id\n      first_name\n      last_name\n      photo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostCardFields on Post {\n    _id\n    title\n    description\n    posted_by\n    first_name\n    last_name\n    photo\n    tech_stack\n    work_mode\n    experience_level\n    location_id\n    status\n    views_count\n    applications_count\n    is_saved\n    is_applied\n    created_at\n    project_type\n    starts_on\n    ends_on\n    apply_by\n    hours_per_week\n    accepting_applications\n    ...PostSquadFields\n  }\n"): (typeof documents)["\n  fragment PostCardFields on Post {\n    _id\n    title\n    description\n    posted_by\n    first_name\n    last_name\n    photo\n    tech_stack\n    work_mode\n    experience_level\n    location_id\n    status\n    views_count\n    applications_count\n    is_saved\n    is_applied\n    created_at\n    project_type\n    starts_on\n    ends_on\n    apply_by\n    hours_per_week\n    accepting_applications\n    ...PostSquadFields\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostDetailFields on Post {\n    updated_at\n    is_connection\n    chat_id\n    project_phase\n    auto_close\n    when_role_fills\n    hidden {\n      at\n      reason\n    }\n    requirements {\n      desired_skills\n      desired_roles\n      role_seats\n    }\n  }\n"): (typeof documents)["\n  fragment PostDetailFields on Post {\n    updated_at\n    is_connection\n    chat_id\n    project_phase\n    auto_close\n    when_role_fills\n    hidden {\n      at\n      reason\n    }\n    requirements {\n      desired_skills\n      desired_roles\n      role_seats\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportContent($input: ReportInput!) {\n    reportContent(input: $input) {\n      _id\n      subject_type\n      subject_id\n      reason\n    }\n  }\n"): (typeof documents)["\n  mutation ReportContent($input: ReportInput!) {\n    reportContent(input: $input) {\n      _id\n      subject_type\n      subject_id\n      reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOpenReportCount {\n    adminOpenReportCount\n  }\n"): (typeof documents)["\n  query AdminOpenReportCount {\n    adminOpenReportCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ViewerOperator {\n    loadUserById {\n      _id\n      is_operator\n    }\n  }\n"): (typeof documents)["\n  query ViewerOperator {\n    loadUserById {\n      _id\n      is_operator\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminMemberFields on AdminMember {\n    _id\n    first_name\n    last_name\n    email\n    photo\n    title\n    is_operator\n    suspension {\n      since\n      until\n      reason\n    }\n  }\n"): (typeof documents)["\n  fragment AdminMemberFields on AdminMember {\n    _id\n    first_name\n    last_name\n    email\n    photo\n    title\n    is_operator\n    suspension {\n      since\n      until\n      reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminMessageFields on AdminMessage {\n    _id\n    chat_id\n    kind\n    content\n    is_deleted\n    created_at\n    hidden {\n      at\n      reason\n    }\n    # Names only: the depth limit (GRAPHQL_LIMITS.maxDepth) counts fragment levels, and a message\n    # report's context names the sender in full as `member`.\n    sender {\n      _id\n      first_name\n      last_name\n    }\n  }\n"): (typeof documents)["\n  fragment AdminMessageFields on AdminMessage {\n    _id\n    chat_id\n    kind\n    content\n    is_deleted\n    created_at\n    hidden {\n      at\n      reason\n    }\n    # Names only: the depth limit (GRAPHQL_LIMITS.maxDepth) counts fragment levels, and a message\n    # report's context names the sender in full as `member`.\n    sender {\n      _id\n      first_name\n      last_name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminReportRowFields on AdminReport {\n    _id\n    status\n    subject_type\n    subject_id\n    reason\n    details\n    created_at\n    resolved_at\n    reporter {\n      _id\n      first_name\n      last_name\n      photo\n    }\n  }\n"): (typeof documents)["\n  fragment AdminReportRowFields on AdminReport {\n    _id\n    status\n    subject_type\n    subject_id\n    reason\n    details\n    created_at\n    resolved_at\n    reporter {\n      _id\n      first_name\n      last_name\n      photo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminReports(\n    $status: ReportStatus\n    $subjectType: ReportSubjectType\n    $page: Int\n    $limit: Int\n  ) {\n    adminReports(status: $status, subject_type: $subjectType, page: $page, limit: $limit) {\n      _id\n      ...AdminReportRowFields\n      context {\n        gone\n        post {\n          _id\n          title\n        }\n        member {\n          _id\n          first_name\n          last_name\n        }\n        message {\n          _id\n          content\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminReports(\n    $status: ReportStatus\n    $subjectType: ReportSubjectType\n    $page: Int\n    $limit: Int\n  ) {\n    adminReports(status: $status, subject_type: $subjectType, page: $page, limit: $limit) {\n      _id\n      ...AdminReportRowFields\n      context {\n        gone\n        post {\n          _id\n          title\n        }\n        member {\n          _id\n          first_name\n          last_name\n        }\n        message {\n          _id\n          content\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminReport($reportId: ID!) {\n    adminReport(reportId: $reportId) {\n      _id\n      status\n      subject_type\n      subject_id\n      reason\n      details\n      created_at\n      resolved_at\n      reporter {\n        ...AdminMemberFields\n      }\n      context {\n        gone\n        post {\n          _id\n          title\n          description\n          status\n          created_at\n          hidden {\n            at\n            reason\n          }\n          owner {\n            ...AdminMemberFields\n          }\n        }\n        member {\n          ...AdminMemberFields\n          bio\n          created_at\n        }\n        message {\n          _id\n          ...AdminMessageFields\n        }\n        neighbours {\n          _id\n          ...AdminMessageFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminReport($reportId: ID!) {\n    adminReport(reportId: $reportId) {\n      _id\n      status\n      subject_type\n      subject_id\n      reason\n      details\n      created_at\n      resolved_at\n      reporter {\n        ...AdminMemberFields\n      }\n      context {\n        gone\n        post {\n          _id\n          title\n          description\n          status\n          created_at\n          hidden {\n            at\n            reason\n          }\n          owner {\n            ...AdminMemberFields\n          }\n        }\n        member {\n          ...AdminMemberFields\n          bio\n          created_at\n        }\n        message {\n          _id\n          ...AdminMessageFields\n        }\n        neighbours {\n          _id\n          ...AdminMessageFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAuditLog($page: Int, $limit: Int) {\n    adminAuditLog(page: $page, limit: $limit) {\n      _id\n      action\n      subject_type\n      subject_id\n      subject_label\n      report_id\n      reason\n      until\n      created_at\n      operator {\n        _id\n        first_name\n        last_name\n        photo\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminAuditLog($page: Int, $limit: Int) {\n    adminAuditLog(page: $page, limit: $limit) {\n      _id\n      action\n      subject_type\n      subject_id\n      subject_label\n      report_id\n      reason\n      until\n      created_at\n      operator {\n        _id\n        first_name\n        last_name\n        photo\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DismissReport($reportId: ID!, $reason: String!) {\n    dismissReport(reportId: $reportId, reason: $reason) {\n      _id\n      status\n      resolved_at\n    }\n  }\n"): (typeof documents)["\n  mutation DismissReport($reportId: ID!, $reason: String!) {\n    dismissReport(reportId: $reportId, reason: $reason) {\n      _id\n      status\n      resolved_at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HidePost($input: HideContentInput!) {\n    hidePost(input: $input) {\n      _id\n      hidden {\n        at\n        reason\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation HidePost($input: HideContentInput!) {\n    hidePost(input: $input) {\n      _id\n      hidden {\n        at\n        reason\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnhidePost($postId: ID!, $reason: String!) {\n    unhidePost(postId: $postId, reason: $reason) {\n      _id\n      hidden {\n        at\n        reason\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UnhidePost($postId: ID!, $reason: String!) {\n    unhidePost(postId: $postId, reason: $reason) {\n      _id\n      hidden {\n        at\n        reason\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HideMessage($input: HideContentInput!) {\n    hideMessage(input: $input) {\n      _id\n      hidden {\n        at\n        reason\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation HideMessage($input: HideContentInput!) {\n    hideMessage(input: $input) {\n      _id\n      hidden {\n        at\n        reason\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnhideMessage($messageId: ID!, $reason: String!) {\n    unhideMessage(messageId: $messageId, reason: $reason) {\n      _id\n      hidden {\n        at\n        reason\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UnhideMessage($messageId: ID!, $reason: String!) {\n    unhideMessage(messageId: $messageId, reason: $reason) {\n      _id\n      hidden {\n        at\n        reason\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SuspendMember($input: SuspendMemberInput!) {\n    suspendMember(input: $input) {\n      _id\n      suspension {\n        since\n        until\n        reason\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SuspendMember($input: SuspendMemberInput!) {\n    suspendMember(input: $input) {\n      _id\n      suspension {\n        since\n        until\n        reason\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LiftSuspension($userId: ID!, $reason: String!) {\n    liftSuspension(userId: $userId, reason: $reason) {\n      _id\n      suspension {\n        since\n        until\n        reason\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LiftSuspension($userId: ID!, $reason: String!) {\n    liftSuspension(userId: $userId, reason: $reason) {\n      _id\n      suspension {\n        since\n        until\n        reason\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostApplicants($postId: ID!, $page: Int, $limit: Int, $order: ApplicantOrder) {\n    loadPostById(postId: $postId) {\n      _id\n      title\n      status\n      applications_count\n      spots_total\n      spots_filled\n      seats {\n        role\n        total\n        filled\n      }\n    }\n    loadApplicationsByPostId(postId: $postId, page: $page, limit: $limit, order: $order) {\n      _id\n      applicant_id\n      message\n      status\n      role\n      waitlisted\n      decision_note\n      decline_reason\n      squad_exit\n      created_at\n      first_name\n      last_name\n      photo\n      title\n      location_id\n      is_connection\n      chat_id\n      skill_match {\n        matched\n        wanted\n      }\n      top_skills {\n        _id\n        skill_name\n      }\n    }\n  }\n"): (typeof documents)["\n  query PostApplicants($postId: ID!, $page: Int, $limit: Int, $order: ApplicantOrder) {\n    loadPostById(postId: $postId) {\n      _id\n      title\n      status\n      applications_count\n      spots_total\n      spots_filled\n      seats {\n        role\n        total\n        filled\n      }\n    }\n    loadApplicationsByPostId(postId: $postId, page: $page, limit: $limit, order: $order) {\n      _id\n      applicant_id\n      message\n      status\n      role\n      waitlisted\n      decision_note\n      decline_reason\n      squad_exit\n      created_at\n      first_name\n      last_name\n      photo\n      title\n      location_id\n      is_connection\n      chat_id\n      skill_match {\n        matched\n        wanted\n      }\n      top_skills {\n        _id\n        skill_name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateApplicationStatus(\n    $applicationId: ID!\n    $status: Decision!\n    $role: String\n    $addSeat: Boolean\n    $reason: String\n  ) {\n    updateApplicationStatus(\n      applicationId: $applicationId\n      status: $status\n      role: $role\n      addSeat: $addSeat\n      reason: $reason\n    ) {\n      _id\n      status\n      role\n      waitlisted\n      decision_note\n      decline_reason\n      squad_exit\n      updated_at\n      post {\n        _id\n        status\n        spots_total\n        spots_filled\n        ...PostSquadFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateApplicationStatus(\n    $applicationId: ID!\n    $status: Decision!\n    $role: String\n    $addSeat: Boolean\n    $reason: String\n  ) {\n    updateApplicationStatus(\n      applicationId: $applicationId\n      status: $status\n      role: $role\n      addSeat: $addSeat\n      reason: $reason\n    ) {\n      _id\n      status\n      role\n      waitlisted\n      decision_note\n      decline_reason\n      squad_exit\n      updated_at\n      post {\n        _id\n        status\n        spots_total\n        spots_filled\n        ...PostSquadFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MyApplicationFields on ApplicationWithPost {\n    post {\n      _id\n      title\n      description\n      status\n      posted_by\n      first_name\n      last_name\n      tech_stack\n      experience_level\n      work_mode\n      location_id\n      is_applied\n      created_at\n      accepting_applications\n      ...PostSquadFields\n    }\n    application {\n      _id\n      status\n      message\n      role\n      waitlisted\n      decision_note\n      decline_reason\n      squad_exit\n      squad_exit_reason\n      created_at\n      updated_at\n    }\n  }\n"): (typeof documents)["\n  fragment MyApplicationFields on ApplicationWithPost {\n    post {\n      _id\n      title\n      description\n      status\n      posted_by\n      first_name\n      last_name\n      tech_stack\n      experience_level\n      work_mode\n      location_id\n      is_applied\n      created_at\n      accepting_applications\n      ...PostSquadFields\n    }\n    application {\n      _id\n      status\n      message\n      role\n      waitlisted\n      decision_note\n      decline_reason\n      squad_exit\n      squad_exit_reason\n      created_at\n      updated_at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyApplications($page: Int, $limit: Int) {\n    getApplicationsByUser(page: $page, limit: $limit) {\n      application {\n        _id\n      }\n      ...MyApplicationFields\n    }\n  }\n"): (typeof documents)["\n  query MyApplications($page: Int, $limit: Int) {\n    getApplicationsByUser(page: $page, limit: $limit) {\n      application {\n        _id\n      }\n      ...MyApplicationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchMyApplications($search: String!, $page: Int, $limit: Int) {\n    searchMyApplications(search: $search, page: $page, limit: $limit) {\n      application {\n        _id\n      }\n      ...MyApplicationFields\n    }\n  }\n"): (typeof documents)["\n  query SearchMyApplications($search: String!, $page: Int, $limit: Int) {\n    searchMyApplications(search: $search, page: $page, limit: $limit) {\n      application {\n        _id\n      }\n      ...MyApplicationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelApplication($applicationId: ID!) {\n    cancelApplyToPost(applicationId: $applicationId) {\n      _id\n      status\n      updated_at\n      post {\n        _id\n        is_applied\n        applications_count\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CancelApplication($applicationId: ID!) {\n    cancelApplyToPost(applicationId: $applicationId) {\n      _id\n      status\n      updated_at\n      post {\n        _id\n        is_applied\n        applications_count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeclineTemplates {\n    declineTemplates\n  }\n"): (typeof documents)["\n  query DeclineTemplates {\n    declineTemplates\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveDeclineTemplates($templates: [String!]!) {\n    saveDeclineTemplates(templates: $templates)\n  }\n"): (typeof documents)["\n  mutation SaveDeclineTemplates($templates: [String!]!) {\n    saveDeclineTemplates(templates: $templates)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChatMessageFields on Message {\n    _id\n    chat_id\n    sender_id\n    kind\n    content\n    read_by {\n      user_id\n      read_at\n    }\n    edited_at\n    is_deleted\n    deleted_for\n    reply_to_message_id\n    reply_to_message_content\n    hidden {\n      at\n      reason\n    }\n    attachment {\n      url\n      name\n      type\n      is_image\n    }\n    created_at\n    updated_at\n  }\n"): (typeof documents)["\n  fragment ChatMessageFields on Message {\n    _id\n    chat_id\n    sender_id\n    kind\n    content\n    read_by {\n      user_id\n      read_at\n    }\n    edited_at\n    is_deleted\n    deleted_for\n    reply_to_message_id\n    reply_to_message_content\n    hidden {\n      at\n      reason\n    }\n    attachment {\n      url\n      name\n      type\n      is_image\n    }\n    created_at\n    updated_at\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetMessagesForChat($chatId: ID!, $page: Int, $limit: Int) {\n    getMessagesForChat(chatId: $chatId, page: $page, limit: $limit) {\n      _id\n      ...ChatMessageFields\n    }\n  }\n"): (typeof documents)["\n  query GetMessagesForChat($chatId: ID!, $page: Int, $limit: Int) {\n    getMessagesForChat(chatId: $chatId, page: $page, limit: $limit) {\n      _id\n      ...ChatMessageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetChatListForUser {\n    getChatListForUser {\n      _id\n      kind\n      other_user_id\n      post_id\n      title\n      members {\n        user_id\n        first_name\n        last_name\n        photo\n      }\n      member_count\n      is_active\n      first_name\n      last_name\n      photo\n      last_message_content\n      last_message_at\n      updated_at\n      is_online\n      last_seen\n      muted\n    }\n  }\n"): (typeof documents)["\n  query GetChatListForUser {\n    getChatListForUser {\n      _id\n      kind\n      other_user_id\n      post_id\n      title\n      members {\n        user_id\n        first_name\n        last_name\n        photo\n      }\n      member_count\n      is_active\n      first_name\n      last_name\n      photo\n      last_message_content\n      last_message_at\n      updated_at\n      is_online\n      last_seen\n      muted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendMessage(\n    $chatId: ID!\n    $content: String!\n    $replyToMessageId: ID\n    $attachment: MessageAttachmentInput\n  ) {\n    sendMessage(\n      chatId: $chatId\n      content: $content\n      replyToMessageId: $replyToMessageId\n      attachment: $attachment\n    ) {\n      _id\n      ...ChatMessageFields\n    }\n  }\n"): (typeof documents)["\n  mutation SendMessage(\n    $chatId: ID!\n    $content: String!\n    $replyToMessageId: ID\n    $attachment: MessageAttachmentInput\n  ) {\n    sendMessage(\n      chatId: $chatId\n      content: $content\n      replyToMessageId: $replyToMessageId\n      attachment: $attachment\n    ) {\n      _id\n      ...ChatMessageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditMessage($messageId: ID!, $content: String!) {\n    editMessage(messageId: $messageId, content: $content) {\n      _id\n      ...ChatMessageFields\n    }\n  }\n"): (typeof documents)["\n  mutation EditMessage($messageId: ID!, $content: String!) {\n    editMessage(messageId: $messageId, content: $content) {\n      _id\n      ...ChatMessageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMessage($messageId: ID!) {\n    deleteMessage(messageId: $messageId)\n  }\n"): (typeof documents)["\n  mutation DeleteMessage($messageId: ID!) {\n    deleteMessage(messageId: $messageId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkMessagesAsRead($chatId: ID!) {\n    markMessagesAsRead(chatId: $chatId) {\n      chat_id\n      unread_count\n    }\n  }\n"): (typeof documents)["\n  mutation MarkMessagesAsRead($chatId: ID!) {\n    markMessagesAsRead(chatId: $chatId) {\n      chat_id\n      unread_count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetChatMuted($chatId: ID!, $muted: Boolean!) {\n    setChatMuted(chatId: $chatId, muted: $muted) {\n      chat_id\n      muted\n    }\n  }\n"): (typeof documents)["\n  mutation SetChatMuted($chatId: ID!, $muted: Boolean!) {\n    setChatMuted(chatId: $chatId, muted: $muted) {\n      chat_id\n      muted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatSquadMembers($postId: ID!) {\n    loadSquad(postId: $postId) {\n      _id\n      members {\n        user_id\n        first_name\n        last_name\n        photo\n      }\n    }\n  }\n"): (typeof documents)["\n  query ChatSquadMembers($postId: ID!) {\n    loadSquad(postId: $postId) {\n      _id\n      members {\n        user_id\n        first_name\n        last_name\n        photo\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatFormerMember($userId: ID!) {\n    loadUserById(userId: $userId) {\n      _id\n      first_name\n      last_name\n      photo\n    }\n  }\n"): (typeof documents)["\n  query ChatFormerMember($userId: ID!) {\n    loadUserById(userId: $userId) {\n      _id\n      first_name\n      last_name\n      photo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatSignalSettings {\n    loadUserById {\n      _id\n      show_typing\n      show_read_receipts\n    }\n  }\n"): (typeof documents)["\n  query ChatSignalSettings {\n    loadUserById {\n      _id\n      show_typing\n      show_read_receipts\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PendingRequestFields on Connection {\n    _id\n    status\n    message\n    created_at\n    other_user_id\n    first_name\n    last_name\n    photo\n    title\n  }\n"): (typeof documents)["\n  fragment PendingRequestFields on Connection {\n    _id\n    status\n    message\n    created_at\n    other_user_id\n    first_name\n    last_name\n    photo\n    title\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PendingFriendRequests {\n    loadPendingFriendRequests {\n      _id\n      ...PendingRequestFields\n    }\n  }\n"): (typeof documents)["\n  query PendingFriendRequests {\n    loadPendingFriendRequests {\n      _id\n      ...PendingRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SentFriendRequests {\n    loadSentFriendRequests {\n      _id\n      ...PendingRequestFields\n    }\n  }\n"): (typeof documents)["\n  query SentFriendRequests {\n    loadSentFriendRequests {\n      _id\n      ...PendingRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConnectionsList($userId: ID!) {\n    loadConnectionsList(userId: $userId) {\n      _id\n      status\n      chat_id\n      other_user_id\n      first_name\n      last_name\n      photo\n      title\n    }\n  }\n"): (typeof documents)["\n  query ConnectionsList($userId: ID!) {\n    loadConnectionsList(userId: $userId) {\n      _id\n      status\n      chat_id\n      other_user_id\n      first_name\n      last_name\n      photo\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptFriendReq($connectionId: ID!) {\n    acceptFriendReq(connectionId: $connectionId) {\n      _id\n      status\n      chat_id\n      responded_at\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptFriendReq($connectionId: ID!) {\n    acceptFriendReq(connectionId: $connectionId) {\n      _id\n      status\n      chat_id\n      responded_at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclineFriendReq($connectionId: ID!) {\n    declineFriendReq(connectionId: $connectionId) {\n      _id\n      status\n      responded_at\n    }\n  }\n"): (typeof documents)["\n  mutation DeclineFriendReq($connectionId: ID!) {\n    declineFriendReq(connectionId: $connectionId) {\n      _id\n      status\n      responded_at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelFriendReq($connectionId: ID!) {\n    cancelFriendReq(connectionId: $connectionId) {\n      _id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation CancelFriendReq($connectionId: ID!) {\n    cancelFriendReq(connectionId: $connectionId) {\n      _id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveConnection($connectionId: ID!) {\n    removeConnection(connectionId: $connectionId)\n  }\n"): (typeof documents)["\n  mutation RemoveConnection($connectionId: ID!) {\n    removeConnection(connectionId: $connectionId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventProposalFields on EventProposal {\n    _id\n    round\n    status\n    new_squad\n    squad_id\n    covered\n    missing\n    time_zones\n    time_zone_spread_minutes\n    level_lowest\n    level_highest\n    members {\n      user_id\n      first_name\n      last_name\n      photo\n      role\n      answer\n    }\n  }\n"): (typeof documents)["\n  fragment EventProposalFields on EventProposal {\n    _id\n    round\n    status\n    new_squad\n    squad_id\n    covered\n    missing\n    time_zones\n    time_zone_spread_minutes\n    level_lowest\n    level_highest\n    members {\n      user_id\n      first_name\n      last_name\n      photo\n      role\n      answer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventPageFields on Event {\n    _id\n    name\n    description\n    starts_on\n    ends_on\n    register_by\n    min_team_size\n    max_team_size\n    roles\n    time_zone_window_hours\n    organiser {\n      user_id\n      first_name\n      last_name\n      photo\n    }\n    registered_count\n    rounds\n    registration_open\n    ended\n    is_organiser\n    my_registration {\n      _id\n      roles\n      level\n      utc_offset_minutes\n      hours_per_week\n      status\n      unplaced_reason\n    }\n    my_proposal {\n      ...EventProposalFields\n    }\n    my_squads {\n      squad_id\n      title\n      open_seats\n    }\n    announcements {\n      _id\n      message\n      created_at\n    }\n  }\n"): (typeof documents)["\n  fragment EventPageFields on Event {\n    _id\n    name\n    description\n    starts_on\n    ends_on\n    register_by\n    min_team_size\n    max_team_size\n    roles\n    time_zone_window_hours\n    organiser {\n      user_id\n      first_name\n      last_name\n      photo\n    }\n    registered_count\n    rounds\n    registration_open\n    ended\n    is_organiser\n    my_registration {\n      _id\n      roles\n      level\n      utc_offset_minutes\n      hours_per_week\n      status\n      unplaced_reason\n    }\n    my_proposal {\n      ...EventProposalFields\n    }\n    my_squads {\n      squad_id\n      title\n      open_seats\n    }\n    announcements {\n      _id\n      message\n      created_at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LoadEvent($eventId: ID!) {\n    loadEvent(eventId: $eventId) {\n      _id\n      ...EventPageFields\n    }\n  }\n"): (typeof documents)["\n  query LoadEvent($eventId: ID!) {\n    loadEvent(eventId: $eventId) {\n      _id\n      ...EventPageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyEvents {\n    myEvents {\n      _id\n      name\n      starts_on\n      ends_on\n      register_by\n      registration_open\n      registered_count\n      is_organiser\n      my_registration {\n        _id\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyEvents {\n    myEvents {\n      _id\n      name\n      starts_on\n      ends_on\n      register_by\n      registration_open\n      registered_count\n      is_organiser\n      my_registration {\n        _id\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SquadsToRegister {\n    getMySquads {\n      _id\n      is_owner\n      spots_total\n      spots_filled\n      post {\n        _id\n        title\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  query SquadsToRegister {\n    getMySquads {\n      _id\n      is_owner\n      spots_total\n      spots_filled\n      post {\n        _id\n        title\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventRegistrations($eventId: ID!) {\n    eventRegistrations(eventId: $eventId) {\n      _id\n      user_id\n      first_name\n      last_name\n      photo\n      roles\n      level\n      utc_offset_minutes\n      hours_per_week\n      status\n      unplaced_reason\n      squad_id\n      squad_title\n      open_seats\n      registered_at\n    }\n  }\n"): (typeof documents)["\n  query EventRegistrations($eventId: ID!) {\n    eventRegistrations(eventId: $eventId) {\n      _id\n      user_id\n      first_name\n      last_name\n      photo\n      roles\n      level\n      utc_offset_minutes\n      hours_per_week\n      status\n      unplaced_reason\n      squad_id\n      squad_title\n      open_seats\n      registered_at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventTeamsCsv($eventId: ID!) {\n    eventTeamsCsv(eventId: $eventId)\n  }\n"): (typeof documents)["\n  query EventTeamsCsv($eventId: ID!) {\n    eventTeamsCsv(eventId: $eventId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventProposals($eventId: ID!) {\n    eventProposals(eventId: $eventId) {\n      ...EventProposalFields\n    }\n  }\n"): (typeof documents)["\n  query EventProposals($eventId: ID!) {\n    eventProposals(eventId: $eventId) {\n      ...EventProposalFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateEvent($input: EventInput!) {\n    createEvent(input: $input) {\n      _id\n      ...EventPageFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateEvent($input: EventInput!) {\n    createEvent(input: $input) {\n      _id\n      ...EventPageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateEvent($eventId: ID!, $input: EventInput!) {\n    updateEvent(eventId: $eventId, input: $input) {\n      _id\n      name\n      description\n      starts_on\n      ends_on\n      register_by\n      min_team_size\n      max_team_size\n      roles\n      time_zone_window_hours\n      registration_open\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateEvent($eventId: ID!, $input: EventInput!) {\n    updateEvent(eventId: $eventId, input: $input) {\n      _id\n      name\n      description\n      starts_on\n      ends_on\n      register_by\n      min_team_size\n      max_team_size\n      roles\n      time_zone_window_hours\n      registration_open\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterForEvent($eventId: ID!, $input: EventRegistrationInput!) {\n    registerForEvent(eventId: $eventId, input: $input) {\n      ...EventPageFields\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterForEvent($eventId: ID!, $input: EventRegistrationInput!) {\n    registerForEvent(eventId: $eventId, input: $input) {\n      ...EventPageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterSquadForEvent($eventId: ID!, $squadId: ID!, $input: SquadRegistrationInput!) {\n    registerSquadForEvent(eventId: $eventId, squadId: $squadId, input: $input) {\n      ...EventPageFields\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterSquadForEvent($eventId: ID!, $squadId: ID!, $input: SquadRegistrationInput!) {\n    registerSquadForEvent(eventId: $eventId, squadId: $squadId, input: $input) {\n      ...EventPageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveEvent($eventId: ID!) {\n    leaveEvent(eventId: $eventId) {\n      ...EventPageFields\n    }\n  }\n"): (typeof documents)["\n  mutation LeaveEvent($eventId: ID!) {\n    leaveEvent(eventId: $eventId) {\n      ...EventPageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RespondToProposal($proposalId: ID!, $accept: Boolean!) {\n    respondToProposal(proposalId: $proposalId, accept: $accept) {\n      proposal_id\n      answer\n      squad_id\n    }\n  }\n"): (typeof documents)["\n  mutation RespondToProposal($proposalId: ID!, $accept: Boolean!) {\n    respondToProposal(proposalId: $proposalId, accept: $accept) {\n      proposal_id\n      answer\n      squad_id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RunEventRound($eventId: ID!) {\n    runEventRound(eventId: $eventId) {\n      round\n      teams\n      proposed\n      unplaced\n    }\n  }\n"): (typeof documents)["\n  mutation RunEventRound($eventId: ID!) {\n    runEventRound(eventId: $eventId) {\n      round\n      teams\n      proposed\n      unplaced\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnnounceToEvent($eventId: ID!, $message: String!) {\n    announceToEvent(eventId: $eventId, message: $message) {\n      _id\n      message\n      created_at\n    }\n  }\n"): (typeof documents)["\n  mutation AnnounceToEvent($eventId: ID!, $message: String!) {\n    announceToEvent(eventId: $eventId, message: $message) {\n      _id\n      message\n      created_at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ActivityGroupFields on ActivityGroup {\n    _id\n    type\n    count\n    actors {\n      user_id\n      first_name\n      last_name\n      photo\n    }\n    post_id\n    post_title\n    link\n    unread\n    created_at\n  }\n"): (typeof documents)["\n  fragment ActivityGroupFields on ActivityGroup {\n    _id\n    type\n    count\n    actors {\n      user_id\n      first_name\n      last_name\n      photo\n    }\n    post_id\n    post_title\n    link\n    unread\n    created_at\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActivityFeed($page: Int, $limit: Int) {\n    getActivity(page: $page, limit: $limit) {\n      _id\n      unread\n      ...ActivityGroupFields\n    }\n  }\n"): (typeof documents)["\n  query ActivityFeed($page: Int, $limit: Int) {\n    getActivity(page: $page, limit: $limit) {\n      _id\n      unread\n      ...ActivityGroupFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkActivityRead($activityId: ID!) {\n    markActivityRead(activityId: $activityId)\n  }\n"): (typeof documents)["\n  mutation MarkActivityRead($activityId: ID!) {\n    markActivityRead(activityId: $activityId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAllActivityRead {\n    markAllActivityRead\n  }\n"): (typeof documents)["\n  mutation MarkAllActivityRead {\n    markAllActivityRead\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationSettings {\n    getNotificationSettings {\n      kind\n      level\n    }\n  }\n"): (typeof documents)["\n  query NotificationSettings {\n    getNotificationSettings {\n      kind\n      level\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateNotificationSetting($kind: NotificationKind!, $level: NotificationLevel!) {\n    updateNotificationSetting(kind: $kind, level: $level) {\n      kind\n      level\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateNotificationSetting($kind: NotificationKind!, $level: NotificationLevel!) {\n    updateNotificationSetting(kind: $kind, level: $level) {\n      kind\n      level\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PersonCardFields on Person {\n    _id\n    first_name\n    last_name\n    photo\n    title\n    bio\n    location_id\n    is_connection\n    chat_id\n    is_online\n    top_skills {\n      _id\n      skill_name\n      is_top\n    }\n  }\n"): (typeof documents)["\n  fragment PersonCardFields on Person {\n    _id\n    first_name\n    last_name\n    photo\n    title\n    bio\n    location_id\n    is_connection\n    chat_id\n    is_online\n    top_skills {\n      _id\n      skill_name\n      is_top\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LoadPeople($page: Int, $limit: Int) {\n    loadPeople(page: $page, limit: $limit) {\n      _id\n      ...PersonCardFields\n    }\n  }\n"): (typeof documents)["\n  query LoadPeople($page: Int, $limit: Int) {\n    loadPeople(page: $page, limit: $limit) {\n      _id\n      ...PersonCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LoadPeopleByFilter($filter: PeopleFilterInput!, $page: Int, $limit: Int) {\n    loadPeopleByFilter(filter: $filter, page: $page, limit: $limit) {\n      _id\n      ...PersonCardFields\n    }\n  }\n"): (typeof documents)["\n  query LoadPeopleByFilter($filter: PeopleFilterInput!, $page: Int, $limit: Int) {\n    loadPeopleByFilter(filter: $filter, page: $page, limit: $limit) {\n      _id\n      ...PersonCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchPeople($search: String!, $page: Int, $limit: Int) {\n    searchPeople(search: $search, page: $page, limit: $limit) {\n      _id\n      ...PersonCardFields\n    }\n  }\n"): (typeof documents)["\n  query SearchPeople($search: String!, $page: Int, $limit: Int) {\n    searchPeople(search: $search, page: $page, limit: $limit) {\n      _id\n      ...PersonCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LoadByRecommendation($page: Int, $limit: Int) {\n    loadByRecommendation(page: $page, limit: $limit) {\n      matched_skills\n      post {\n        _id\n        ...PostCardFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query LoadByRecommendation($page: Int, $limit: Int) {\n    loadByRecommendation(page: $page, limit: $limit) {\n      matched_skills\n      post {\n        _id\n        ...PostCardFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LoadPosts($page: Int, $limit: Int, $excludeRecommended: Int) {\n    loadPosts(page: $page, limit: $limit, excludeRecommended: $excludeRecommended) {\n      _id\n      ...PostCardFields\n    }\n  }\n"): (typeof documents)["\n  query LoadPosts($page: Int, $limit: Int, $excludeRecommended: Int) {\n    loadPosts(page: $page, limit: $limit, excludeRecommended: $excludeRecommended) {\n      _id\n      ...PostCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPosts($userId: ID!, $page: Int, $limit: Int) {\n    loadPostsByUserId(userId: $userId, page: $page, limit: $limit) {\n      _id\n      title\n      description\n      status\n      tech_stack\n      experience_level\n      work_mode\n      location_id\n      views_count\n      applications_count\n      created_at\n      project_type\n      starts_on\n      ends_on\n      apply_by\n      hours_per_week\n      accepting_applications\n      hidden {\n        at\n        reason\n      }\n      ...PostSquadFields\n    }\n  }\n"): (typeof documents)["\n  query MyPosts($userId: ID!, $page: Int, $limit: Int) {\n    loadPostsByUserId(userId: $userId, page: $page, limit: $limit) {\n      _id\n      title\n      description\n      status\n      tech_stack\n      experience_level\n      work_mode\n      location_id\n      views_count\n      applications_count\n      created_at\n      project_type\n      starts_on\n      ends_on\n      apply_by\n      hours_per_week\n      accepting_applications\n      hidden {\n        at\n        reason\n      }\n      ...PostSquadFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpenPost($postId: ID!) {\n    openPost(postId: $postId) {\n      _id\n      status\n      accepting_applications\n      updated_at\n    }\n  }\n"): (typeof documents)["\n  mutation OpenPost($postId: ID!) {\n    openPost(postId: $postId) {\n      _id\n      status\n      accepting_applications\n      updated_at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePost($postId: ID!) {\n    deletePost(postId: $postId)\n  }\n"): (typeof documents)["\n  mutation DeletePost($postId: ID!) {\n    deletePost(postId: $postId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePost($input: PostInput!) {\n    createPost(input: $input) {\n      _id\n      ...PostCardFields\n      ...PostDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePost($input: PostInput!) {\n    createPost(input: $input) {\n      _id\n      ...PostCardFields\n      ...PostDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePost($postId: ID!, $input: PostInput!) {\n    updatePost(postId: $postId, input: $input) {\n      _id\n      ...PostCardFields\n      ...PostDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePost($postId: ID!, $input: PostInput!) {\n    updatePost(postId: $postId, input: $input) {\n      _id\n      ...PostCardFields\n      ...PostDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SavePost($postId: ID!) {\n    savePost(postId: $postId) {\n      _id\n      is_saved\n    }\n  }\n"): (typeof documents)["\n  mutation SavePost($postId: ID!) {\n    savePost(postId: $postId) {\n      _id\n      is_saved\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnsavePost($postId: ID!) {\n    unsavePost(postId: $postId) {\n      _id\n      is_saved\n    }\n  }\n"): (typeof documents)["\n  mutation UnsavePost($postId: ID!) {\n    unsavePost(postId: $postId) {\n      _id\n      is_saved\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IncrementPostView($postId: ID!) {\n    incrementPostView(postId: $postId) {\n      _id\n      views_count\n    }\n  }\n"): (typeof documents)["\n  mutation IncrementPostView($postId: ID!) {\n    incrementPostView(postId: $postId) {\n      _id\n      views_count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LoadPostByFilter($filter: ProjectFilterInput!, $page: Int, $limit: Int) {\n    loadPostByFilter(filter: $filter, page: $page, limit: $limit) {\n      _id\n      ...PostCardFields\n    }\n  }\n"): (typeof documents)["\n  query LoadPostByFilter($filter: ProjectFilterInput!, $page: Int, $limit: Int) {\n    loadPostByFilter(filter: $filter, page: $page, limit: $limit) {\n      _id\n      ...PostCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchProjects($search: String!, $page: Int, $limit: Int) {\n    searchProjects(search: $search, page: $page, limit: $limit) {\n      _id\n      ...PostCardFields\n    }\n  }\n"): (typeof documents)["\n  query SearchProjects($search: String!, $page: Int, $limit: Int) {\n    searchProjects(search: $search, page: $page, limit: $limit) {\n      _id\n      ...PostCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LoadPostById($postId: ID!) {\n    loadPostById(postId: $postId) {\n      _id\n      ...PostCardFields\n      ...PostDetailFields\n    }\n  }\n"): (typeof documents)["\n  query LoadPostById($postId: ID!) {\n    loadPostById(postId: $postId) {\n      _id\n      ...PostCardFields\n      ...PostDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DiscoverEvent($eventId: ID!) {\n    loadEvent(eventId: $eventId) {\n      _id\n      name\n      ended\n    }\n  }\n"): (typeof documents)["\n  query DiscoverEvent($eventId: ID!) {\n    loadEvent(eventId: $eventId) {\n      _id\n      name\n      ended\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavedPosts($page: Int, $limit: Int) {\n    getSavedPosts(page: $page, limit: $limit) {\n      _id\n      ...PostCardFields\n    }\n  }\n"): (typeof documents)["\n  query SavedPosts($page: Int, $limit: Int) {\n    getSavedPosts(page: $page, limit: $limit) {\n      _id\n      ...PostCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AchievementFields on Achievement {\n    _id\n    title\n    description\n    order\n  }\n"): (typeof documents)["\n  fragment AchievementFields on Achievement {\n    _id\n    title\n    description\n    order\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AchievementsByUser($userId: ID) {\n    getAchievementsByUser(userId: $userId) {\n      ...AchievementFields\n    }\n  }\n"): (typeof documents)["\n  query AchievementsByUser($userId: ID) {\n    getAchievementsByUser(userId: $userId) {\n      ...AchievementFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAchievement($userId: ID, $input: AchievementInput!) {\n    createAchievement(userId: $userId, input: $input) {\n      ...AchievementFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateAchievement($userId: ID, $input: AchievementInput!) {\n    createAchievement(userId: $userId, input: $input) {\n      ...AchievementFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAchievement($achievementId: ID!, $input: AchievementUpdateInput!) {\n    updateAchievement(achievementId: $achievementId, input: $input) {\n      ...AchievementFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAchievement($achievementId: ID!, $input: AchievementUpdateInput!) {\n    updateAchievement(achievementId: $achievementId, input: $input) {\n      ...AchievementFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAchievement($achievementId: ID!) {\n    deleteAchievement(achievementId: $achievementId)\n  }\n"): (typeof documents)["\n  mutation DeleteAchievement($achievementId: ID!) {\n    deleteAchievement(achievementId: $achievementId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EducationFields on Education {\n    _id\n    institution_name\n    location_id\n    degree\n    field_of_study\n    start_date\n    end_date\n    is_current\n    grade\n    description\n    order\n  }\n"): (typeof documents)["\n  fragment EducationFields on Education {\n    _id\n    institution_name\n    location_id\n    degree\n    field_of_study\n    start_date\n    end_date\n    is_current\n    grade\n    description\n    order\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EducationByUser($userId: ID) {\n    getEducationByUser(userId: $userId) {\n      ...EducationFields\n    }\n  }\n"): (typeof documents)["\n  query EducationByUser($userId: ID) {\n    getEducationByUser(userId: $userId) {\n      ...EducationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateEducation($userId: ID, $input: EducationInput!) {\n    createEducation(userId: $userId, input: $input) {\n      ...EducationFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateEducation($userId: ID, $input: EducationInput!) {\n    createEducation(userId: $userId, input: $input) {\n      ...EducationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateEducation($educationId: ID!, $input: EducationUpdateInput!) {\n    updateEducation(educationId: $educationId, input: $input) {\n      ...EducationFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateEducation($educationId: ID!, $input: EducationUpdateInput!) {\n    updateEducation(educationId: $educationId, input: $input) {\n      ...EducationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteEducation($educationId: ID!) {\n    deleteEducation(educationId: $educationId)\n  }\n"): (typeof documents)["\n  mutation DeleteEducation($educationId: ID!) {\n    deleteEducation(educationId: $educationId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ExperienceFields on Experience {\n    _id\n    company_name\n    position\n    start_date\n    end_date\n    is_current\n    description\n    location_id\n    employment_type\n    order\n  }\n"): (typeof documents)["\n  fragment ExperienceFields on Experience {\n    _id\n    company_name\n    position\n    start_date\n    end_date\n    is_current\n    description\n    location_id\n    employment_type\n    order\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExperienceByUser($userId: ID) {\n    getExperienceByUser(userId: $userId) {\n      ...ExperienceFields\n    }\n  }\n"): (typeof documents)["\n  query ExperienceByUser($userId: ID) {\n    getExperienceByUser(userId: $userId) {\n      ...ExperienceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateExperience($userId: ID, $input: ExperienceInput!) {\n    createExperience(userId: $userId, input: $input) {\n      ...ExperienceFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateExperience($userId: ID, $input: ExperienceInput!) {\n    createExperience(userId: $userId, input: $input) {\n      ...ExperienceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateExperience($experienceId: ID!, $input: ExperienceUpdateInput!) {\n    updateExperience(experienceId: $experienceId, input: $input) {\n      ...ExperienceFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateExperience($experienceId: ID!, $input: ExperienceUpdateInput!) {\n    updateExperience(experienceId: $experienceId, input: $input) {\n      ...ExperienceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteExperience($experienceId: ID!) {\n    deleteExperience(experienceId: $experienceId)\n  }\n"): (typeof documents)["\n  mutation DeleteExperience($experienceId: ID!) {\n    deleteExperience(experienceId: $experienceId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileUser($userId: ID) {\n    loadUserById(userId: $userId) {\n      _id\n      first_name\n      last_name\n      email\n      photo\n      title\n      bio\n      location_id\n      looking_for\n      is_connection\n      chat_id\n      connections_count\n      links {\n        name\n        url\n      }\n      is_online\n      last_seen\n      created_at\n    }\n  }\n"): (typeof documents)["\n  query ProfileUser($userId: ID) {\n    loadUserById(userId: $userId) {\n      _id\n      first_name\n      last_name\n      email\n      photo\n      title\n      bio\n      location_id\n      looking_for\n      is_connection\n      chat_id\n      connections_count\n      links {\n        name\n        url\n      }\n      is_online\n      last_seen\n      created_at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      _id\n      first_name\n      last_name\n      title\n      bio\n      location_id\n      looking_for\n      photo\n      links {\n        name\n        url\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      _id\n      first_name\n      last_name\n      title\n      bio\n      location_id\n      looking_for\n      photo\n      links {\n        name\n        url\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProjectFields on UserProject {\n    _id\n    title\n    description\n    technologies\n    project_url\n    github_url\n    start_date\n    end_date\n    is_current\n    order\n  }\n"): (typeof documents)["\n  fragment ProjectFields on UserProject {\n    _id\n    title\n    description\n    technologies\n    project_url\n    github_url\n    start_date\n    end_date\n    is_current\n    order\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectsByUser($userId: ID) {\n    getProjectsByUser(userId: $userId) {\n      ...ProjectFields\n    }\n  }\n"): (typeof documents)["\n  query ProjectsByUser($userId: ID) {\n    getProjectsByUser(userId: $userId) {\n      ...ProjectFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProject($userId: ID, $input: ProjectInput!) {\n    createProject(userId: $userId, input: $input) {\n      ...ProjectFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProject($userId: ID, $input: ProjectInput!) {\n    createProject(userId: $userId, input: $input) {\n      ...ProjectFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProject($projectId: ID!, $input: ProjectUpdateInput!) {\n    updateProject(projectId: $projectId, input: $input) {\n      ...ProjectFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProject($projectId: ID!, $input: ProjectUpdateInput!) {\n    updateProject(projectId: $projectId, input: $input) {\n      ...ProjectFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProject($projectId: ID!) {\n    deleteProject(projectId: $projectId)\n  }\n"): (typeof documents)["\n  mutation DeleteProject($projectId: ID!) {\n    deleteProject(projectId: $projectId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserSkillFields on UserSkill {\n    _id\n    skill_name\n    proficiency_level\n    years_experience\n    is_top\n    order\n  }\n"): (typeof documents)["\n  fragment UserSkillFields on UserSkill {\n    _id\n    skill_name\n    proficiency_level\n    years_experience\n    is_top\n    order\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SkillsByUser($userId: ID) {\n    getSkillsByUser(userId: $userId) {\n      ...UserSkillFields\n    }\n  }\n"): (typeof documents)["\n  query SkillsByUser($userId: ID) {\n    getSkillsByUser(userId: $userId) {\n      ...UserSkillFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateUserSkill($userId: ID, $input: UserSkillInput!) {\n    createUserSkill(userId: $userId, input: $input) {\n      ...UserSkillFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateUserSkill($userId: ID, $input: UserSkillInput!) {\n    createUserSkill(userId: $userId, input: $input) {\n      ...UserSkillFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUserSkill($userSkillId: ID!, $input: UserSkillUpdateInput!) {\n    updateUserSkill(userSkillId: $userSkillId, input: $input) {\n      ...UserSkillFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateUserSkill($userSkillId: ID!, $input: UserSkillUpdateInput!) {\n    updateUserSkill(userSkillId: $userSkillId, input: $input) {\n      ...UserSkillFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteUserSkill($userSkillId: ID!) {\n    deleteUserSkill(userSkillId: $userSkillId)\n  }\n"): (typeof documents)["\n  mutation DeleteUserSkill($userSkillId: ID!) {\n    deleteUserSkill(userSkillId: $userSkillId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAccount($userId: ID!, $password: String) {\n    deleteUser(userId: $userId, password: $password)\n  }\n"): (typeof documents)["\n  mutation DeleteAccount($userId: ID!, $password: String) {\n    deleteUser(userId: $userId, password: $password)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountSignIn {\n    loadUserById {\n      _id\n      has_password\n    }\n  }\n"): (typeof documents)["\n  query AccountSignIn {\n    loadUserById {\n      _id\n      has_password\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PrivacySettings {\n    loadUserById {\n      _id\n      show_online\n      members_only_profile\n      email_to_connections\n      show_read_receipts\n      show_typing\n      message_from\n    }\n  }\n"): (typeof documents)["\n  query PrivacySettings {\n    loadUserById {\n      _id\n      show_online\n      members_only_profile\n      email_to_connections\n      show_read_receipts\n      show_typing\n      message_from\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePresenceSetting($show: Boolean!) {\n    updateUser(input: { show_online: $show }) {\n      _id\n      show_online\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePresenceSetting($show: Boolean!) {\n    updateUser(input: { show_online: $show }) {\n      _id\n      show_online\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfileVisibility($membersOnly: Boolean!) {\n    updateUser(input: { members_only_profile: $membersOnly }) {\n      _id\n      members_only_profile\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfileVisibility($membersOnly: Boolean!) {\n    updateUser(input: { members_only_profile: $membersOnly }) {\n      _id\n      members_only_profile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateEmailToConnections($show: Boolean!) {\n    updateUser(input: { email_to_connections: $show }) {\n      _id\n      email_to_connections\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateEmailToConnections($show: Boolean!) {\n    updateUser(input: { email_to_connections: $show }) {\n      _id\n      email_to_connections\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateReadReceipts($show: Boolean!) {\n    updateUser(input: { show_read_receipts: $show }) {\n      _id\n      show_read_receipts\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateReadReceipts($show: Boolean!) {\n    updateUser(input: { show_read_receipts: $show }) {\n      _id\n      show_read_receipts\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTyping($show: Boolean!) {\n    updateUser(input: { show_typing: $show }) {\n      _id\n      show_typing\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTyping($show: Boolean!) {\n    updateUser(input: { show_typing: $show }) {\n      _id\n      show_typing\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMessageFrom($from: MessageFrom!) {\n    updateUser(input: { message_from: $from }) {\n      _id\n      message_from\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMessageFrom($from: MessageFrom!) {\n    updateUser(input: { message_from: $from }) {\n      _id\n      message_from\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetMySquads {\n    getMySquads {\n      _id\n      chat_id\n      is_owner\n      unread_count\n      spots_total\n      spots_filled\n      post {\n        _id\n        title\n        status\n      }\n      members {\n        user_id\n        first_name\n        last_name\n        photo\n        role\n        is_owner\n      }\n    }\n  }\n"): (typeof documents)["\n  query GetMySquads {\n    getMySquads {\n      _id\n      chat_id\n      is_owner\n      unread_count\n      spots_total\n      spots_filled\n      post {\n        _id\n        title\n        status\n      }\n      members {\n        user_id\n        first_name\n        last_name\n        photo\n        role\n        is_owner\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SquadMemberFields on SquadMember {\n    user_id\n    first_name\n    last_name\n    photo\n    title\n    role\n    is_owner\n    joined_at\n    is_connection\n    chat_id\n  }\n"): (typeof documents)["\n  fragment SquadMemberFields on SquadMember {\n    user_id\n    first_name\n    last_name\n    photo\n    title\n    role\n    is_owner\n    joined_at\n    is_connection\n    chat_id\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LoadSquad($postId: ID!) {\n    loadSquad(postId: $postId) {\n      _id\n      chat_id\n      is_owner\n      unread_count\n      spots_total\n      spots_filled\n      created_at\n      post {\n        _id\n        title\n        status\n        project_type\n      }\n      seats {\n        role\n        total\n        filled\n      }\n      members {\n        ...SquadMemberFields\n      }\n      workspace {\n        ...SquadWorkspaceFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query LoadSquad($postId: ID!) {\n    loadSquad(postId: $postId) {\n      _id\n      chat_id\n      is_owner\n      unread_count\n      spots_total\n      spots_filled\n      created_at\n      post {\n        _id\n        title\n        status\n        project_type\n      }\n      seats {\n        role\n        total\n        filled\n      }\n      members {\n        ...SquadMemberFields\n      }\n      workspace {\n        ...SquadWorkspaceFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveSquad($postId: ID!) {\n    leaveSquad(postId: $postId)\n  }\n"): (typeof documents)["\n  mutation LeaveSquad($postId: ID!) {\n    leaveSquad(postId: $postId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveSquadMember($postId: ID!, $userId: ID!, $reason: String) {\n    removeSquadMember(postId: $postId, userId: $userId, reason: $reason) {\n      _id\n      spots_total\n      spots_filled\n      seats {\n        role\n        total\n        filled\n      }\n      members {\n        ...SquadMemberFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveSquadMember($postId: ID!, $userId: ID!, $reason: String) {\n    removeSquadMember(postId: $postId, userId: $userId, reason: $reason) {\n      _id\n      spots_total\n      spots_filled\n      seats {\n        role\n        total\n        filled\n      }\n      members {\n        ...SquadMemberFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SquadWorkspaceFields on SquadWorkspace {\n    pinned {\n      text\n      at\n      by {\n        user_id\n        first_name\n        last_name\n        photo\n      }\n    }\n    meeting_at\n    meeting_note\n    members_can_edit\n    can_edit\n    links {\n      _id\n      title\n      url\n      added_by\n      created_at\n    }\n    tasks {\n      _id\n      title\n      done\n      done_at\n      created_by\n      created_at\n      assignee {\n        user_id\n        first_name\n        last_name\n        photo\n      }\n    }\n    files {\n      _id\n      name\n      url\n      content_type\n      created_at\n      added_by {\n        user_id\n        first_name\n        last_name\n        photo\n      }\n    }\n    history {\n      _id\n      summary\n      created_at\n      actor {\n        user_id\n        first_name\n        last_name\n        photo\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment SquadWorkspaceFields on SquadWorkspace {\n    pinned {\n      text\n      at\n      by {\n        user_id\n        first_name\n        last_name\n        photo\n      }\n    }\n    meeting_at\n    meeting_note\n    members_can_edit\n    can_edit\n    links {\n      _id\n      title\n      url\n      added_by\n      created_at\n    }\n    tasks {\n      _id\n      title\n      done\n      done_at\n      created_by\n      created_at\n      assignee {\n        user_id\n        first_name\n        last_name\n        photo\n      }\n    }\n    files {\n      _id\n      name\n      url\n      content_type\n      created_at\n      added_by {\n        user_id\n        first_name\n        last_name\n        photo\n      }\n    }\n    history {\n      _id\n      summary\n      created_at\n      actor {\n        user_id\n        first_name\n        last_name\n        photo\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SquadWithWorkspace on Squad {\n    _id\n    workspace {\n      ...SquadWorkspaceFields\n    }\n  }\n"): (typeof documents)["\n  fragment SquadWithWorkspace on Squad {\n    _id\n    workspace {\n      ...SquadWorkspaceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetSquadPin($postId: ID!, $text: String) {\n    workspace: setSquadPin(postId: $postId, text: $text) {\n      ...SquadWorkspaceFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetSquadPin($postId: ID!, $text: String) {\n    workspace: setSquadPin(postId: $postId, text: $text) {\n      ...SquadWorkspaceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetSquadMembersCanEdit($postId: ID!, $allowed: Boolean!) {\n    workspace: setSquadMembersCanEdit(postId: $postId, allowed: $allowed) {\n      ...SquadWorkspaceFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetSquadMembersCanEdit($postId: ID!, $allowed: Boolean!) {\n    workspace: setSquadMembersCanEdit(postId: $postId, allowed: $allowed) {\n      ...SquadWorkspaceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetSquadMeeting($postId: ID!, $input: SquadMeetingInput!) {\n    workspace: setSquadMeeting(postId: $postId, input: $input) {\n      ...SquadWorkspaceFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetSquadMeeting($postId: ID!, $input: SquadMeetingInput!) {\n    workspace: setSquadMeeting(postId: $postId, input: $input) {\n      ...SquadWorkspaceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddSquadLink($postId: ID!, $title: String!, $url: String!) {\n    workspace: addSquadLink(postId: $postId, title: $title, url: $url) {\n      ...SquadWorkspaceFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddSquadLink($postId: ID!, $title: String!, $url: String!) {\n    workspace: addSquadLink(postId: $postId, title: $title, url: $url) {\n      ...SquadWorkspaceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveSquadLink($postId: ID!, $linkId: ID!) {\n    workspace: removeSquadLink(postId: $postId, linkId: $linkId) {\n      ...SquadWorkspaceFields\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveSquadLink($postId: ID!, $linkId: ID!) {\n    workspace: removeSquadLink(postId: $postId, linkId: $linkId) {\n      ...SquadWorkspaceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddSquadTask($postId: ID!, $title: String!, $assigneeId: ID) {\n    workspace: addSquadTask(postId: $postId, title: $title, assigneeId: $assigneeId) {\n      ...SquadWorkspaceFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddSquadTask($postId: ID!, $title: String!, $assigneeId: ID) {\n    workspace: addSquadTask(postId: $postId, title: $title, assigneeId: $assigneeId) {\n      ...SquadWorkspaceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssignSquadTask($postId: ID!, $taskId: ID!, $assigneeId: ID) {\n    workspace: assignSquadTask(postId: $postId, taskId: $taskId, assigneeId: $assigneeId) {\n      ...SquadWorkspaceFields\n    }\n  }\n"): (typeof documents)["\n  mutation AssignSquadTask($postId: ID!, $taskId: ID!, $assigneeId: ID) {\n    workspace: assignSquadTask(postId: $postId, taskId: $taskId, assigneeId: $assigneeId) {\n      ...SquadWorkspaceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetSquadTaskDone($postId: ID!, $taskId: ID!, $done: Boolean!) {\n    workspace: setSquadTaskDone(postId: $postId, taskId: $taskId, done: $done) {\n      ...SquadWorkspaceFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetSquadTaskDone($postId: ID!, $taskId: ID!, $done: Boolean!) {\n    workspace: setSquadTaskDone(postId: $postId, taskId: $taskId, done: $done) {\n      ...SquadWorkspaceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveSquadTask($postId: ID!, $taskId: ID!, $position: Int!) {\n    workspace: moveSquadTask(postId: $postId, taskId: $taskId, position: $position) {\n      ...SquadWorkspaceFields\n    }\n  }\n"): (typeof documents)["\n  mutation MoveSquadTask($postId: ID!, $taskId: ID!, $position: Int!) {\n    workspace: moveSquadTask(postId: $postId, taskId: $taskId, position: $position) {\n      ...SquadWorkspaceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveSquadTask($postId: ID!, $taskId: ID!) {\n    workspace: removeSquadTask(postId: $postId, taskId: $taskId) {\n      ...SquadWorkspaceFields\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveSquadTask($postId: ID!, $taskId: ID!) {\n    workspace: removeSquadTask(postId: $postId, taskId: $taskId) {\n      ...SquadWorkspaceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddSquadFile($postId: ID!, $fileUrl: String!, $name: String!) {\n    workspace: addSquadFile(postId: $postId, fileUrl: $fileUrl, name: $name) {\n      ...SquadWorkspaceFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddSquadFile($postId: ID!, $fileUrl: String!, $name: String!) {\n    workspace: addSquadFile(postId: $postId, fileUrl: $fileUrl, name: $name) {\n      ...SquadWorkspaceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveSquadFile($postId: ID!, $fileId: ID!) {\n    workspace: removeSquadFile(postId: $postId, fileId: $fileId) {\n      ...SquadWorkspaceFields\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveSquadFile($postId: ID!, $fileId: ID!) {\n    workspace: removeSquadFile(postId: $postId, fileId: $fileId) {\n      ...SquadWorkspaceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PresignedUrl($fileType: String!, $folder: String!, $fileSize: Int) {\n    getPresignedUrl(fileType: $fileType, folder: $folder, fileSize: $fileSize) {\n      upload_url\n      file_url\n    }\n  }\n"): (typeof documents)["\n  query PresignedUrl($fileType: String!, $folder: String!, $fileSize: Int) {\n    getPresignedUrl(fileType: $fileType, folder: $folder, fileSize: $fileSize) {\n      upload_url\n      file_url\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;