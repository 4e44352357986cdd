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
    "\n  fragment ApplicationsApplication on Application {\n    _id\n    post_id\n    applicant_id\n    message\n    status\n    created_at\n    updated_at\n    post {\n      _id\n      applications_count\n      is_applied\n    }\n  }\n": typeof types.ApplicationsApplicationFragmentDoc,
    "\n  mutation ApplicationsApply($postId: ID!, $message: String) {\n    applyToPost(postId: $postId, message: $message) {\n      ...ApplicationsApplication\n    }\n  }\n": typeof types.ApplicationsApplyDocument,
    "\n  mutation ApplicationsCancel($applicationId: ID!) {\n    cancelApplyToPost(applicationId: $applicationId) {\n      ...ApplicationsApplication\n    }\n  }\n": typeof types.ApplicationsCancelDocument,
    "\n  mutation ApplicationsDecide($applicationId: ID!, $status: Decision!) {\n    updateApplicationStatus(applicationId: $applicationId, status: $status) {\n      ...ApplicationsApplication\n    }\n  }\n": typeof types.ApplicationsDecideDocument,
    "\n  query ApplicationsApplicants($postId: ID!, $page: Int, $limit: Int) {\n    loadApplicationsByPostId(postId: $postId, page: $page, limit: $limit) {\n      _id\n      applicant_id\n      status\n      message\n      first_name\n      last_name\n      photo\n      location_id\n      title\n      bio\n      is_connection\n      chat_id\n      top_skills {\n        skill_name\n        proficiency_level\n        is_top\n        order\n      }\n    }\n  }\n": typeof types.ApplicationsApplicantsDocument,
    "\n  query ApplicationsMine($page: Int, $limit: Int) {\n    getApplicationsByUser(page: $page, limit: $limit) {\n      post {\n        _id\n        title\n        is_applied\n      }\n      application {\n        _id\n        status\n        post_id\n        applicant_id\n      }\n    }\n  }\n": typeof types.ApplicationsMineDocument,
    "\n  query ApplicationsSearchMine($search: String!) {\n    searchMyApplications(search: $search) {\n      post {\n        _id\n        title\n      }\n      application {\n        _id\n        status\n      }\n    }\n  }\n": typeof types.ApplicationsSearchMineDocument,
    "\n  mutation ApplicationsClose($postId: ID!) {\n    closePost(postId: $postId) {\n      _id\n    }\n  }\n": typeof types.ApplicationsCloseDocument,
    "\n  query ApplicationsById($postId: ID!) {\n    loadPostById(postId: $postId) {\n      applications_count\n      is_applied\n      my_application {\n        _id\n        status\n      }\n    }\n  }\n": typeof types.ApplicationsByIdDocument,
    "\n  mutation AttachTestSend(\n    $chatId: ID!\n    $content: String!\n    $attachment: MessageAttachmentInput\n    $replyTo: ID\n  ) {\n    sendMessage(\n      chatId: $chatId\n      content: $content\n      attachment: $attachment\n      replyToMessageId: $replyTo\n    ) {\n      _id\n      content\n      reply_to_message_content\n      attachment {\n        url\n        name\n        type\n        is_image\n      }\n    }\n  }\n": typeof types.AttachTestSendDocument,
    "\n  query AttachTestPresign($fileType: String!, $folder: String!) {\n    getPresignedUrl(fileType: $fileType, folder: $folder) {\n      file_url\n    }\n  }\n": typeof types.AttachTestPresignDocument,
    "\n  mutation DirectTestOpen($userId: ID!) {\n    openDirectChat(userId: $userId)\n  }\n": typeof types.DirectTestOpenDocument,
    "\n  mutation DirectTestSetFrom($from: MessageFrom!) {\n    updateUser(input: { message_from: $from }) {\n      _id\n      message_from\n    }\n  }\n": typeof types.DirectTestSetFromDocument,
    "\n  query DirectTestMessageFrom($userId: ID) {\n    loadUserById(userId: $userId) {\n      _id\n      message_from\n    }\n  }\n": typeof types.DirectTestMessageFromDocument,
    "\n  mutation ChatTestMute($chatId: ID!, $muted: Boolean!) {\n    setChatMuted(chatId: $chatId, muted: $muted) {\n      chat_id\n      muted\n    }\n  }\n": typeof types.ChatTestMuteDocument,
    "\n  query ChatTestMutedList {\n    getChatListForUser {\n      _id\n      muted\n    }\n  }\n": typeof types.ChatTestMutedListDocument,
    "\n  mutation CreateEventTest($input: EventInput!) {\n    createEvent(input: $input) {\n      _id\n      name\n      roles\n      time_zone_window_hours\n      is_organiser\n      registration_open\n      organiser {\n        user_id\n      }\n    }\n  }\n": typeof types.CreateEventTestDocument,
    "\n  mutation RegisterTest($eventId: ID!, $input: EventRegistrationInput!) {\n    registerForEvent(eventId: $eventId, input: $input) {\n      registered_count\n      my_registration {\n        roles\n        level\n        status\n      }\n    }\n  }\n": typeof types.RegisterTestDocument,
    "\n  query LoadEventTest($eventId: ID!) {\n    loadEvent(eventId: $eventId) {\n      name\n      registered_count\n      rounds\n      is_organiser\n      my_registration {\n        status\n        unplaced_reason\n      }\n      my_proposal {\n        _id\n        status\n        squad_id\n        covered\n        missing\n        members {\n          user_id\n          role\n          answer\n        }\n      }\n    }\n  }\n": typeof types.LoadEventTestDocument,
    "\n  mutation RoundTest($eventId: ID!) {\n    runEventRound(eventId: $eventId) {\n      round\n      teams\n      proposed\n      unplaced\n    }\n  }\n": typeof types.RoundTestDocument,
    "\n  query ProposalsTest($eventId: ID!) {\n    eventProposals(eventId: $eventId) {\n      _id\n      round\n      status\n      squad_id\n      time_zone_spread_minutes\n      members {\n        user_id\n        answer\n      }\n    }\n  }\n": typeof types.ProposalsTestDocument,
    "\n  mutation RespondTest($proposalId: ID!, $accept: Boolean!) {\n    respondToProposal(proposalId: $proposalId, accept: $accept) {\n      answer\n      squad_id\n    }\n  }\n": typeof types.RespondTestDocument,
    "\n  mutation LeaveEventTest($eventId: ID!) {\n    leaveEvent(eventId: $eventId) {\n      registered_count\n      my_registration {\n        status\n      }\n    }\n  }\n": typeof types.LeaveEventTestDocument,
    "\n  mutation RegisterSquadTest($eventId: ID!, $squadId: ID!, $input: SquadRegistrationInput!) {\n    registerSquadForEvent(eventId: $eventId, squadId: $squadId, input: $input) {\n      registered_count\n      ended\n      my_squads {\n        squad_id\n        title\n        open_seats\n      }\n    }\n  }\n": typeof types.RegisterSquadTestDocument,
    "\n  query EventSquadTest($postId: ID!) {\n    loadSquad(postId: $postId) {\n      post {\n        title\n        project_type\n      }\n      members {\n        user_id\n        role\n        is_owner\n      }\n    }\n  }\n": typeof types.EventSquadTestDocument,
    "\n  query PeopleSearchAtScale($search: String!, $page: Int, $limit: Int) {\n    searchPeople(search: $search, page: $page, limit: $limit) {\n      _id\n      first_name\n      title\n    }\n  }\n": typeof types.PeopleSearchAtScaleDocument,
    "\n  fragment PeopleCard on Person {\n    _id\n    first_name\n    last_name\n    photo\n    location_id\n    title\n    bio\n    is_connection\n    chat_id\n    top_skills {\n      _id\n      skill_name\n      proficiency_level\n      is_top\n      order\n    }\n  }\n": typeof types.PeopleCardFragmentDoc,
    "\n  query PeoplePeople($page: Int, $limit: Int) {\n    loadPeople(page: $page, limit: $limit) {\n      ...PeopleCard\n    }\n  }\n": typeof types.PeoplePeopleDocument,
    "\n  query PeopleFilter($filter: PeopleFilterInput!, $page: Int, $limit: Int) {\n    loadPeopleByFilter(filter: $filter, page: $page, limit: $limit) {\n      ...PeopleCard\n    }\n  }\n": typeof types.PeopleFilterDocument,
    "\n  query PeopleSearch($search: String!, $page: Int, $limit: Int) {\n    searchPeople(search: $search, page: $page, limit: $limit) {\n      ...PeopleCard\n    }\n  }\n": typeof types.PeopleSearchDocument,
    "\n  query PeopleById($id: ID!) {\n    loadPersonById(id: $id) {\n      ...PeopleCard\n    }\n  }\n": typeof types.PeopleByIdDocument,
    "\n  mutation PeopleSend($addresseeUserId: ID!) {\n    sendFriendReq(addresseeUserId: $addresseeUserId) {\n      _id\n    }\n  }\n": typeof types.PeopleSendDocument,
    "\n  mutation PeopleAccept($connectionId: ID!) {\n    acceptFriendReq(connectionId: $connectionId) {\n      chat_id\n    }\n  }\n": typeof types.PeopleAcceptDocument,
    "\n  mutation PeopleBlock($addresseeUserId: ID!) {\n    blockUser(addresseeUserId: $addresseeUserId) {\n      _id\n    }\n  }\n": typeof types.PeopleBlockDocument,
    "\n  mutation DeadlineCreate($input: PostInput!) {\n    createPost(input: $input) {\n      _id\n      starts_on\n      ends_on\n      apply_by\n      hours_per_week\n      accepting_applications\n    }\n  }\n": typeof types.DeadlineCreateDocument,
    "\n  mutation DeadlineUpdate($postId: ID!, $input: PostInput!) {\n    updatePost(postId: $postId, input: $input) {\n      _id\n      title\n      apply_by\n    }\n  }\n": typeof types.DeadlineUpdateDocument,
    "\n  query DeadlineRead($postId: ID!) {\n    loadPostById(postId: $postId) {\n      _id\n      status\n      apply_by\n      accepting_applications\n    }\n  }\n": typeof types.DeadlineReadDocument,
    "\n  mutation DeadlineApply($postId: ID!) {\n    applyToPost(postId: $postId) {\n      _id\n    }\n  }\n": typeof types.DeadlineApplyDocument,
    "\n  mutation DeadlineReopen($postId: ID!) {\n    openPost(postId: $postId) {\n      _id\n      status\n    }\n  }\n": typeof types.DeadlineReopenDocument,
    "\n  query DeadlineDiscover($filter: ProjectFilterInput!) {\n    loadPosts(limit: 50) {\n      _id\n    }\n    loadPostByFilter(filter: $filter, limit: 50) {\n      _id\n    }\n    searchProjects(search: \"wombat\", limit: 50) {\n      _id\n    }\n    loadByRecommendation(limit: 50) {\n      post {\n        _id\n      }\n    }\n  }\n": typeof types.DeadlineDiscoverDocument,
    "\n  query DiscoverCombined($filter: ProjectFilterInput!, $page: Int, $limit: Int) {\n    loadPostByFilter(filter: $filter, page: $page, limit: $limit) {\n      _id\n      title\n    }\n  }\n": typeof types.DiscoverCombinedDocument,
    "\n  query DiscoverAllProjects($page: Int, $limit: Int, $exclude: [ID!]) {\n    loadPosts(page: $page, limit: $limit, exclude: $exclude) {\n      _id\n      title\n    }\n  }\n": typeof types.DiscoverAllProjectsDocument,
    "\n  query DiscoverAllBesideRecommended($page: Int, $limit: Int, $excludeRecommended: Int) {\n    loadPosts(page: $page, limit: $limit, excludeRecommended: $excludeRecommended) {\n      _id\n    }\n  }\n": typeof types.DiscoverAllBesideRecommendedDocument,
    "\n  query DiscoverRecommendedIds($limit: Int) {\n    loadByRecommendation(page: 1, limit: $limit) {\n      post {\n        _id\n      }\n    }\n  }\n": typeof types.DiscoverRecommendedIdsDocument,
    "\n  query DiscoverSteps($filter: ProjectFilterInput!, $page: Int, $limit: Int) {\n    loadPostByFilter(filter: $filter, page: $page, limit: $limit) {\n      _id\n      title\n    }\n  }\n": typeof types.DiscoverStepsDocument,
    "\n  query DiscoverStepsSearch($search: String!, $page: Int, $limit: Int) {\n    searchProjects(search: $search, page: $page, limit: $limit) {\n      _id\n      title\n    }\n  }\n": typeof types.DiscoverStepsSearchDocument,
    "\n  query DiscoverFilter($filter: ProjectFilterInput!, $page: Int, $limit: Int) {\n    loadPostByFilter(filter: $filter, page: $page, limit: $limit) {\n      _id\n      title\n    }\n  }\n": typeof types.DiscoverFilterDocument,
    "\n  query DiscoverSearch($search: String!, $page: Int, $limit: Int) {\n    searchProjects(search: $search, page: $page, limit: $limit) {\n      _id\n      title\n    }\n  }\n": typeof types.DiscoverSearchDocument,
    "\n  query DiscoverRecommend($page: Int, $limit: Int) {\n    loadByRecommendation(page: $page, limit: $limit) {\n      post {\n        _id\n        title\n      }\n      matched_skills\n    }\n  }\n": typeof types.DiscoverRecommendDocument,
    "\n  mutation ReportsReport($input: ReportInput!) {\n    reportContent(input: $input) {\n      _id\n      subject_type\n      subject_id\n      reason\n      details\n      created_at\n    }\n  }\n": typeof types.ReportsReportDocument,
    "\n  query Workspace($postId: ID!) {\n    loadSquad(postId: $postId) {\n      workspace {\n        pinned {\n          text\n          by {\n            user_id\n          }\n        }\n        meeting_at\n        meeting_note\n        members_can_edit\n        can_edit\n        links {\n          _id\n          title\n          url\n        }\n        tasks {\n          _id\n          title\n          done\n          assignee {\n            user_id\n          }\n        }\n        files {\n          _id\n          name\n          url\n          content_type\n        }\n        history {\n          summary\n          actor {\n            user_id\n          }\n        }\n      }\n    }\n  }\n": typeof types.WorkspaceDocument,
    "\n  mutation WorkspacePin($postId: ID!, $text: String) {\n    setSquadPin(postId: $postId, text: $text) {\n      pinned {\n        text\n      }\n    }\n  }\n": typeof types.WorkspacePinDocument,
    "\n  mutation WorkspaceEditors($postId: ID!, $allowed: Boolean!) {\n    setSquadMembersCanEdit(postId: $postId, allowed: $allowed) {\n      members_can_edit\n    }\n  }\n": typeof types.WorkspaceEditorsDocument,
    "\n  mutation WorkspaceMeeting($postId: ID!, $input: SquadMeetingInput!) {\n    setSquadMeeting(postId: $postId, input: $input) {\n      meeting_at\n      meeting_note\n    }\n  }\n": typeof types.WorkspaceMeetingDocument,
    "\n  mutation WorkspaceAddLink($postId: ID!, $title: String!, $url: String!) {\n    addSquadLink(postId: $postId, title: $title, url: $url) {\n      links {\n        _id\n        title\n      }\n    }\n  }\n": typeof types.WorkspaceAddLinkDocument,
    "\n  mutation WorkspaceRemoveLink($postId: ID!, $linkId: ID!) {\n    removeSquadLink(postId: $postId, linkId: $linkId) {\n      links {\n        _id\n      }\n    }\n  }\n": typeof types.WorkspaceRemoveLinkDocument,
    "\n  mutation WorkspaceAddTask($postId: ID!, $title: String!, $assigneeId: ID) {\n    addSquadTask(postId: $postId, title: $title, assigneeId: $assigneeId) {\n      tasks {\n        _id\n        title\n      }\n    }\n  }\n": typeof types.WorkspaceAddTaskDocument,
    "\n  mutation WorkspaceAssign($postId: ID!, $taskId: ID!, $assigneeId: ID) {\n    assignSquadTask(postId: $postId, taskId: $taskId, assigneeId: $assigneeId) {\n      tasks {\n        _id\n      }\n    }\n  }\n": typeof types.WorkspaceAssignDocument,
    "\n  mutation WorkspaceTick($postId: ID!, $taskId: ID!, $done: Boolean!) {\n    setSquadTaskDone(postId: $postId, taskId: $taskId, done: $done) {\n      tasks {\n        _id\n        done\n      }\n    }\n  }\n": typeof types.WorkspaceTickDocument,
    "\n  mutation WorkspaceMove($postId: ID!, $taskId: ID!, $position: Int!) {\n    moveSquadTask(postId: $postId, taskId: $taskId, position: $position) {\n      tasks {\n        title\n      }\n    }\n  }\n": typeof types.WorkspaceMoveDocument,
    "\n  mutation WorkspaceRemoveTask($postId: ID!, $taskId: ID!) {\n    removeSquadTask(postId: $postId, taskId: $taskId) {\n      tasks {\n        _id\n      }\n    }\n  }\n": typeof types.WorkspaceRemoveTaskDocument,
    "\n  query WorkspacePresign($fileType: String!, $folder: String!) {\n    getPresignedUrl(fileType: $fileType, folder: $folder) {\n      upload_url\n      file_url\n    }\n  }\n": typeof types.WorkspacePresignDocument,
    "\n  mutation WorkspaceAddFile($postId: ID!, $fileUrl: String!, $name: String!) {\n    addSquadFile(postId: $postId, fileUrl: $fileUrl, name: $name) {\n      files {\n        _id\n        name\n        content_type\n      }\n    }\n  }\n": typeof types.WorkspaceAddFileDocument,
    "\n  mutation WorkspaceRemoveFile($postId: ID!, $fileId: ID!) {\n    removeSquadFile(postId: $postId, fileId: $fileId) {\n      files {\n        _id\n      }\n    }\n  }\n": typeof types.WorkspaceRemoveFileDocument,
    "\n  mutation WorkspaceSend($chatId: ID!, $content: String!) {\n    sendMessage(chatId: $chatId, content: $content) {\n      _id\n    }\n  }\n": typeof types.WorkspaceSendDocument,
    "\n  mutation WorkspaceLeave($postId: ID!) {\n    leaveSquad(postId: $postId)\n  }\n": typeof types.WorkspaceLeaveDocument,
    "\n  query UsersLoadUser($userId: ID) {\n    loadUserById(userId: $userId) {\n      _id\n      first_name\n      last_name\n      email\n      photo\n      title\n      bio\n      location_id\n      is_connection\n      chat_id\n      connections_count\n      links {\n        name\n        url\n      }\n      is_online\n      last_seen\n      created_at\n      updated_at\n    }\n  }\n": typeof types.UsersLoadUserDocument,
    "\n  mutation UsersRename($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      _id\n    }\n  }\n": typeof types.UsersRenameDocument,
    "\n  query FactoryPost($postId: ID!) {\n    loadPostById(postId: $postId) {\n      _id\n      title\n      posted_by\n      status\n      work_mode\n      applications_count\n      is_saved\n      is_applied\n      is_connection\n      chat_id\n      requirements {\n        desired_skills\n        desired_roles\n      }\n      my_application {\n        _id\n        status\n      }\n    }\n  }\n": typeof types.FactoryPostDocument,
    "\n  query FactorySearch($search: String!) {\n    searchProjects(search: $search) {\n      _id\n    }\n  }\n": typeof types.FactorySearchDocument,
    "\n  query FactoryRecommended {\n    loadByRecommendation(limit: 20) {\n      post {\n        _id\n      }\n      matched_skills\n    }\n  }\n": typeof types.FactoryRecommendedDocument,
    "\n  query FactoryApplicants($postId: ID!) {\n    loadApplicationsByPostId(postId: $postId) {\n      _id\n      applicant_id\n      status\n      message\n    }\n  }\n": typeof types.FactoryApplicantsDocument,
    "\n  query FactorySaved {\n    getSavedPosts {\n      _id\n      is_saved\n    }\n  }\n": typeof types.FactorySavedDocument,
    "\n  query FactoryConnectionStatus($userId: ID!) {\n    checkConnectionStatus(addresseeUserId: $userId) {\n      status\n      connection_id\n      chat_id\n      is_requester\n    }\n  }\n": typeof types.FactoryConnectionStatusDocument,
    "\n  query FactoryConnections($userId: ID!) {\n    loadConnectionsList(userId: $userId) {\n      _id\n      other_user_id\n      chat_id\n    }\n  }\n": typeof types.FactoryConnectionsDocument,
    "\n  query FactoryPending {\n    loadPendingFriendRequests {\n      _id\n      other_user_id\n      message\n    }\n  }\n": typeof types.FactoryPendingDocument,
    "\n  query FactoryPerson($id: ID!) {\n    loadPersonById(id: $id) {\n      _id\n    }\n  }\n": typeof types.FactoryPersonDocument,
    "\n  query FactoryChats {\n    getChatListForUser {\n      _id\n      other_user_id\n      is_active\n      last_message_content\n    }\n  }\n": typeof types.FactoryChatsDocument,
    "\n  query FactoryMessages($chatId: ID!) {\n    getMessagesForChat(chatId: $chatId) {\n      _id\n      sender_id\n      content\n      read_by {\n        user_id\n      }\n      reply_to_message_id\n    }\n  }\n": typeof types.FactoryMessagesDocument,
    "\n  query FactoryUnread {\n    getUnreadCountForChats {\n      chat_id\n      unread_count\n    }\n  }\n": typeof types.FactoryUnreadDocument,
    "\n  query FactorySections($userId: ID!) {\n    getSkillsByUser(userId: $userId) {\n      _id\n      skill_name\n      order\n    }\n    getExperienceByUser(userId: $userId) {\n      _id\n      company_name\n      order\n    }\n    getEducationByUser(userId: $userId) {\n      _id\n      institution_name\n      order\n    }\n    getProjectsByUser(userId: $userId) {\n      _id\n      title\n      order\n    }\n    getAchievementsByUser(userId: $userId) {\n      _id\n      title\n      order\n    }\n  }\n": typeof types.FactorySectionsDocument,
    "\n  mutation FactoryReport($input: ReportInput!) {\n    reportContent(input: $input) {\n      _id\n      reason\n    }\n  }\n": typeof types.FactoryReportDocument,
    "\n  fragment ChatTestMessage on Message {\n    _id\n    chat_id\n    sender_id\n    content\n    read_by {\n      user_id\n      read_at\n    }\n    edited_at\n    is_deleted\n    deleted_for\n    reply_to_message_id\n    reply_to_message_content\n    created_at\n    updated_at\n  }\n": typeof types.ChatTestMessageFragmentDoc,
    "\n  mutation ChatTestSend($chatId: ID!, $content: String!, $replyTo: ID) {\n    sendMessage(chatId: $chatId, content: $content, replyToMessageId: $replyTo) {\n      ...ChatTestMessage\n    }\n  }\n": typeof types.ChatTestSendDocument,
    "\n  mutation ChatTestEdit($messageId: ID!, $content: String!) {\n    editMessage(messageId: $messageId, content: $content) {\n      ...ChatTestMessage\n    }\n  }\n": typeof types.ChatTestEditDocument,
    "\n  mutation ChatTestDelete($messageId: ID!) {\n    deleteMessage(messageId: $messageId)\n  }\n": typeof types.ChatTestDeleteDocument,
    "\n  mutation ChatTestRead($chatId: ID!) {\n    markMessagesAsRead(chatId: $chatId) {\n      chat_id\n      unread_count\n    }\n  }\n": typeof types.ChatTestReadDocument,
    "\n  query ChatTestPage($chatId: ID!, $page: Int, $limit: Int) {\n    getMessagesForChat(chatId: $chatId, page: $page, limit: $limit) {\n      ...ChatTestMessage\n    }\n  }\n": typeof types.ChatTestPageDocument,
    "\n  query ChatTestList {\n    getChatListForUser {\n      _id\n      participant_ids\n      other_user_id\n      is_active\n      created_at\n      updated_at\n      first_name\n      last_name\n      photo\n      last_message_content\n      last_message_at\n    }\n  }\n": typeof types.ChatTestListDocument,
    "\n  query ChatTestUnread {\n    getUnreadCountForChats {\n      chat_id\n      unread_count\n    }\n  }\n": typeof types.ChatTestUnreadDocument,
    "\n  mutation ChatTestRemove($id: ID!) {\n    removeConnection(connectionId: $id)\n  }\n": typeof types.ChatTestRemoveDocument,
    "\n  mutation ChatTestBlock($id: ID!) {\n    blockUser(addresseeUserId: $id) {\n      _id\n    }\n  }\n": typeof types.ChatTestBlockDocument,
};
const documents: Documents = {
    "\n  fragment ApplicationsApplication on Application {\n    _id\n    post_id\n    applicant_id\n    message\n    status\n    created_at\n    updated_at\n    post {\n      _id\n      applications_count\n      is_applied\n    }\n  }\n": types.ApplicationsApplicationFragmentDoc,
    "\n  mutation ApplicationsApply($postId: ID!, $message: String) {\n    applyToPost(postId: $postId, message: $message) {\n      ...ApplicationsApplication\n    }\n  }\n": types.ApplicationsApplyDocument,
    "\n  mutation ApplicationsCancel($applicationId: ID!) {\n    cancelApplyToPost(applicationId: $applicationId) {\n      ...ApplicationsApplication\n    }\n  }\n": types.ApplicationsCancelDocument,
    "\n  mutation ApplicationsDecide($applicationId: ID!, $status: Decision!) {\n    updateApplicationStatus(applicationId: $applicationId, status: $status) {\n      ...ApplicationsApplication\n    }\n  }\n": types.ApplicationsDecideDocument,
    "\n  query ApplicationsApplicants($postId: ID!, $page: Int, $limit: Int) {\n    loadApplicationsByPostId(postId: $postId, page: $page, limit: $limit) {\n      _id\n      applicant_id\n      status\n      message\n      first_name\n      last_name\n      photo\n      location_id\n      title\n      bio\n      is_connection\n      chat_id\n      top_skills {\n        skill_name\n        proficiency_level\n        is_top\n        order\n      }\n    }\n  }\n": types.ApplicationsApplicantsDocument,
    "\n  query ApplicationsMine($page: Int, $limit: Int) {\n    getApplicationsByUser(page: $page, limit: $limit) {\n      post {\n        _id\n        title\n        is_applied\n      }\n      application {\n        _id\n        status\n        post_id\n        applicant_id\n      }\n    }\n  }\n": types.ApplicationsMineDocument,
    "\n  query ApplicationsSearchMine($search: String!) {\n    searchMyApplications(search: $search) {\n      post {\n        _id\n        title\n      }\n      application {\n        _id\n        status\n      }\n    }\n  }\n": types.ApplicationsSearchMineDocument,
    "\n  mutation ApplicationsClose($postId: ID!) {\n    closePost(postId: $postId) {\n      _id\n    }\n  }\n": types.ApplicationsCloseDocument,
    "\n  query ApplicationsById($postId: ID!) {\n    loadPostById(postId: $postId) {\n      applications_count\n      is_applied\n      my_application {\n        _id\n        status\n      }\n    }\n  }\n": types.ApplicationsByIdDocument,
    "\n  mutation AttachTestSend(\n    $chatId: ID!\n    $content: String!\n    $attachment: MessageAttachmentInput\n    $replyTo: ID\n  ) {\n    sendMessage(\n      chatId: $chatId\n      content: $content\n      attachment: $attachment\n      replyToMessageId: $replyTo\n    ) {\n      _id\n      content\n      reply_to_message_content\n      attachment {\n        url\n        name\n        type\n        is_image\n      }\n    }\n  }\n": types.AttachTestSendDocument,
    "\n  query AttachTestPresign($fileType: String!, $folder: String!) {\n    getPresignedUrl(fileType: $fileType, folder: $folder) {\n      file_url\n    }\n  }\n": types.AttachTestPresignDocument,
    "\n  mutation DirectTestOpen($userId: ID!) {\n    openDirectChat(userId: $userId)\n  }\n": types.DirectTestOpenDocument,
    "\n  mutation DirectTestSetFrom($from: MessageFrom!) {\n    updateUser(input: { message_from: $from }) {\n      _id\n      message_from\n    }\n  }\n": types.DirectTestSetFromDocument,
    "\n  query DirectTestMessageFrom($userId: ID) {\n    loadUserById(userId: $userId) {\n      _id\n      message_from\n    }\n  }\n": types.DirectTestMessageFromDocument,
    "\n  mutation ChatTestMute($chatId: ID!, $muted: Boolean!) {\n    setChatMuted(chatId: $chatId, muted: $muted) {\n      chat_id\n      muted\n    }\n  }\n": types.ChatTestMuteDocument,
    "\n  query ChatTestMutedList {\n    getChatListForUser {\n      _id\n      muted\n    }\n  }\n": types.ChatTestMutedListDocument,
    "\n  mutation CreateEventTest($input: EventInput!) {\n    createEvent(input: $input) {\n      _id\n      name\n      roles\n      time_zone_window_hours\n      is_organiser\n      registration_open\n      organiser {\n        user_id\n      }\n    }\n  }\n": types.CreateEventTestDocument,
    "\n  mutation RegisterTest($eventId: ID!, $input: EventRegistrationInput!) {\n    registerForEvent(eventId: $eventId, input: $input) {\n      registered_count\n      my_registration {\n        roles\n        level\n        status\n      }\n    }\n  }\n": types.RegisterTestDocument,
    "\n  query LoadEventTest($eventId: ID!) {\n    loadEvent(eventId: $eventId) {\n      name\n      registered_count\n      rounds\n      is_organiser\n      my_registration {\n        status\n        unplaced_reason\n      }\n      my_proposal {\n        _id\n        status\n        squad_id\n        covered\n        missing\n        members {\n          user_id\n          role\n          answer\n        }\n      }\n    }\n  }\n": types.LoadEventTestDocument,
    "\n  mutation RoundTest($eventId: ID!) {\n    runEventRound(eventId: $eventId) {\n      round\n      teams\n      proposed\n      unplaced\n    }\n  }\n": types.RoundTestDocument,
    "\n  query ProposalsTest($eventId: ID!) {\n    eventProposals(eventId: $eventId) {\n      _id\n      round\n      status\n      squad_id\n      time_zone_spread_minutes\n      members {\n        user_id\n        answer\n      }\n    }\n  }\n": types.ProposalsTestDocument,
    "\n  mutation RespondTest($proposalId: ID!, $accept: Boolean!) {\n    respondToProposal(proposalId: $proposalId, accept: $accept) {\n      answer\n      squad_id\n    }\n  }\n": types.RespondTestDocument,
    "\n  mutation LeaveEventTest($eventId: ID!) {\n    leaveEvent(eventId: $eventId) {\n      registered_count\n      my_registration {\n        status\n      }\n    }\n  }\n": types.LeaveEventTestDocument,
    "\n  mutation RegisterSquadTest($eventId: ID!, $squadId: ID!, $input: SquadRegistrationInput!) {\n    registerSquadForEvent(eventId: $eventId, squadId: $squadId, input: $input) {\n      registered_count\n      ended\n      my_squads {\n        squad_id\n        title\n        open_seats\n      }\n    }\n  }\n": types.RegisterSquadTestDocument,
    "\n  query EventSquadTest($postId: ID!) {\n    loadSquad(postId: $postId) {\n      post {\n        title\n        project_type\n      }\n      members {\n        user_id\n        role\n        is_owner\n      }\n    }\n  }\n": types.EventSquadTestDocument,
    "\n  query PeopleSearchAtScale($search: String!, $page: Int, $limit: Int) {\n    searchPeople(search: $search, page: $page, limit: $limit) {\n      _id\n      first_name\n      title\n    }\n  }\n": types.PeopleSearchAtScaleDocument,
    "\n  fragment PeopleCard on Person {\n    _id\n    first_name\n    last_name\n    photo\n    location_id\n    title\n    bio\n    is_connection\n    chat_id\n    top_skills {\n      _id\n      skill_name\n      proficiency_level\n      is_top\n      order\n    }\n  }\n": types.PeopleCardFragmentDoc,
    "\n  query PeoplePeople($page: Int, $limit: Int) {\n    loadPeople(page: $page, limit: $limit) {\n      ...PeopleCard\n    }\n  }\n": types.PeoplePeopleDocument,
    "\n  query PeopleFilter($filter: PeopleFilterInput!, $page: Int, $limit: Int) {\n    loadPeopleByFilter(filter: $filter, page: $page, limit: $limit) {\n      ...PeopleCard\n    }\n  }\n": types.PeopleFilterDocument,
    "\n  query PeopleSearch($search: String!, $page: Int, $limit: Int) {\n    searchPeople(search: $search, page: $page, limit: $limit) {\n      ...PeopleCard\n    }\n  }\n": types.PeopleSearchDocument,
    "\n  query PeopleById($id: ID!) {\n    loadPersonById(id: $id) {\n      ...PeopleCard\n    }\n  }\n": types.PeopleByIdDocument,
    "\n  mutation PeopleSend($addresseeUserId: ID!) {\n    sendFriendReq(addresseeUserId: $addresseeUserId) {\n      _id\n    }\n  }\n": types.PeopleSendDocument,
    "\n  mutation PeopleAccept($connectionId: ID!) {\n    acceptFriendReq(connectionId: $connectionId) {\n      chat_id\n    }\n  }\n": types.PeopleAcceptDocument,
    "\n  mutation PeopleBlock($addresseeUserId: ID!) {\n    blockUser(addresseeUserId: $addresseeUserId) {\n      _id\n    }\n  }\n": types.PeopleBlockDocument,
    "\n  mutation DeadlineCreate($input: PostInput!) {\n    createPost(input: $input) {\n      _id\n      starts_on\n      ends_on\n      apply_by\n      hours_per_week\n      accepting_applications\n    }\n  }\n": types.DeadlineCreateDocument,
    "\n  mutation DeadlineUpdate($postId: ID!, $input: PostInput!) {\n    updatePost(postId: $postId, input: $input) {\n      _id\n      title\n      apply_by\n    }\n  }\n": types.DeadlineUpdateDocument,
    "\n  query DeadlineRead($postId: ID!) {\n    loadPostById(postId: $postId) {\n      _id\n      status\n      apply_by\n      accepting_applications\n    }\n  }\n": types.DeadlineReadDocument,
    "\n  mutation DeadlineApply($postId: ID!) {\n    applyToPost(postId: $postId) {\n      _id\n    }\n  }\n": types.DeadlineApplyDocument,
    "\n  mutation DeadlineReopen($postId: ID!) {\n    openPost(postId: $postId) {\n      _id\n      status\n    }\n  }\n": types.DeadlineReopenDocument,
    "\n  query DeadlineDiscover($filter: ProjectFilterInput!) {\n    loadPosts(limit: 50) {\n      _id\n    }\n    loadPostByFilter(filter: $filter, limit: 50) {\n      _id\n    }\n    searchProjects(search: \"wombat\", limit: 50) {\n      _id\n    }\n    loadByRecommendation(limit: 50) {\n      post {\n        _id\n      }\n    }\n  }\n": types.DeadlineDiscoverDocument,
    "\n  query DiscoverCombined($filter: ProjectFilterInput!, $page: Int, $limit: Int) {\n    loadPostByFilter(filter: $filter, page: $page, limit: $limit) {\n      _id\n      title\n    }\n  }\n": types.DiscoverCombinedDocument,
    "\n  query DiscoverAllProjects($page: Int, $limit: Int, $exclude: [ID!]) {\n    loadPosts(page: $page, limit: $limit, exclude: $exclude) {\n      _id\n      title\n    }\n  }\n": types.DiscoverAllProjectsDocument,
    "\n  query DiscoverAllBesideRecommended($page: Int, $limit: Int, $excludeRecommended: Int) {\n    loadPosts(page: $page, limit: $limit, excludeRecommended: $excludeRecommended) {\n      _id\n    }\n  }\n": types.DiscoverAllBesideRecommendedDocument,
    "\n  query DiscoverRecommendedIds($limit: Int) {\n    loadByRecommendation(page: 1, limit: $limit) {\n      post {\n        _id\n      }\n    }\n  }\n": types.DiscoverRecommendedIdsDocument,
    "\n  query DiscoverSteps($filter: ProjectFilterInput!, $page: Int, $limit: Int) {\n    loadPostByFilter(filter: $filter, page: $page, limit: $limit) {\n      _id\n      title\n    }\n  }\n": types.DiscoverStepsDocument,
    "\n  query DiscoverStepsSearch($search: String!, $page: Int, $limit: Int) {\n    searchProjects(search: $search, page: $page, limit: $limit) {\n      _id\n      title\n    }\n  }\n": types.DiscoverStepsSearchDocument,
    "\n  query DiscoverFilter($filter: ProjectFilterInput!, $page: Int, $limit: Int) {\n    loadPostByFilter(filter: $filter, page: $page, limit: $limit) {\n      _id\n      title\n    }\n  }\n": types.DiscoverFilterDocument,
    "\n  query DiscoverSearch($search: String!, $page: Int, $limit: Int) {\n    searchProjects(search: $search, page: $page, limit: $limit) {\n      _id\n      title\n    }\n  }\n": types.DiscoverSearchDocument,
    "\n  query DiscoverRecommend($page: Int, $limit: Int) {\n    loadByRecommendation(page: $page, limit: $limit) {\n      post {\n        _id\n        title\n      }\n      matched_skills\n    }\n  }\n": types.DiscoverRecommendDocument,
    "\n  mutation ReportsReport($input: ReportInput!) {\n    reportContent(input: $input) {\n      _id\n      subject_type\n      subject_id\n      reason\n      details\n      created_at\n    }\n  }\n": types.ReportsReportDocument,
    "\n  query Workspace($postId: ID!) {\n    loadSquad(postId: $postId) {\n      workspace {\n        pinned {\n          text\n          by {\n            user_id\n          }\n        }\n        meeting_at\n        meeting_note\n        members_can_edit\n        can_edit\n        links {\n          _id\n          title\n          url\n        }\n        tasks {\n          _id\n          title\n          done\n          assignee {\n            user_id\n          }\n        }\n        files {\n          _id\n          name\n          url\n          content_type\n        }\n        history {\n          summary\n          actor {\n            user_id\n          }\n        }\n      }\n    }\n  }\n": types.WorkspaceDocument,
    "\n  mutation WorkspacePin($postId: ID!, $text: String) {\n    setSquadPin(postId: $postId, text: $text) {\n      pinned {\n        text\n      }\n    }\n  }\n": types.WorkspacePinDocument,
    "\n  mutation WorkspaceEditors($postId: ID!, $allowed: Boolean!) {\n    setSquadMembersCanEdit(postId: $postId, allowed: $allowed) {\n      members_can_edit\n    }\n  }\n": types.WorkspaceEditorsDocument,
    "\n  mutation WorkspaceMeeting($postId: ID!, $input: SquadMeetingInput!) {\n    setSquadMeeting(postId: $postId, input: $input) {\n      meeting_at\n      meeting_note\n    }\n  }\n": types.WorkspaceMeetingDocument,
    "\n  mutation WorkspaceAddLink($postId: ID!, $title: String!, $url: String!) {\n    addSquadLink(postId: $postId, title: $title, url: $url) {\n      links {\n        _id\n        title\n      }\n    }\n  }\n": types.WorkspaceAddLinkDocument,
    "\n  mutation WorkspaceRemoveLink($postId: ID!, $linkId: ID!) {\n    removeSquadLink(postId: $postId, linkId: $linkId) {\n      links {\n        _id\n      }\n    }\n  }\n": types.WorkspaceRemoveLinkDocument,
    "\n  mutation WorkspaceAddTask($postId: ID!, $title: String!, $assigneeId: ID) {\n    addSquadTask(postId: $postId, title: $title, assigneeId: $assigneeId) {\n      tasks {\n        _id\n        title\n      }\n    }\n  }\n": types.WorkspaceAddTaskDocument,
    "\n  mutation WorkspaceAssign($postId: ID!, $taskId: ID!, $assigneeId: ID) {\n    assignSquadTask(postId: $postId, taskId: $taskId, assigneeId: $assigneeId) {\n      tasks {\n        _id\n      }\n    }\n  }\n": types.WorkspaceAssignDocument,
    "\n  mutation WorkspaceTick($postId: ID!, $taskId: ID!, $done: Boolean!) {\n    setSquadTaskDone(postId: $postId, taskId: $taskId, done: $done) {\n      tasks {\n        _id\n        done\n      }\n    }\n  }\n": types.WorkspaceTickDocument,
    "\n  mutation WorkspaceMove($postId: ID!, $taskId: ID!, $position: Int!) {\n    moveSquadTask(postId: $postId, taskId: $taskId, position: $position) {\n      tasks {\n        title\n      }\n    }\n  }\n": types.WorkspaceMoveDocument,
    "\n  mutation WorkspaceRemoveTask($postId: ID!, $taskId: ID!) {\n    removeSquadTask(postId: $postId, taskId: $taskId) {\n      tasks {\n        _id\n      }\n    }\n  }\n": types.WorkspaceRemoveTaskDocument,
    "\n  query WorkspacePresign($fileType: String!, $folder: String!) {\n    getPresignedUrl(fileType: $fileType, folder: $folder) {\n      upload_url\n      file_url\n    }\n  }\n": types.WorkspacePresignDocument,
    "\n  mutation WorkspaceAddFile($postId: ID!, $fileUrl: String!, $name: String!) {\n    addSquadFile(postId: $postId, fileUrl: $fileUrl, name: $name) {\n      files {\n        _id\n        name\n        content_type\n      }\n    }\n  }\n": types.WorkspaceAddFileDocument,
    "\n  mutation WorkspaceRemoveFile($postId: ID!, $fileId: ID!) {\n    removeSquadFile(postId: $postId, fileId: $fileId) {\n      files {\n        _id\n      }\n    }\n  }\n": types.WorkspaceRemoveFileDocument,
    "\n  mutation WorkspaceSend($chatId: ID!, $content: String!) {\n    sendMessage(chatId: $chatId, content: $content) {\n      _id\n    }\n  }\n": types.WorkspaceSendDocument,
    "\n  mutation WorkspaceLeave($postId: ID!) {\n    leaveSquad(postId: $postId)\n  }\n": types.WorkspaceLeaveDocument,
    "\n  query UsersLoadUser($userId: ID) {\n    loadUserById(userId: $userId) {\n      _id\n      first_name\n      last_name\n      email\n      photo\n      title\n      bio\n      location_id\n      is_connection\n      chat_id\n      connections_count\n      links {\n        name\n        url\n      }\n      is_online\n      last_seen\n      created_at\n      updated_at\n    }\n  }\n": types.UsersLoadUserDocument,
    "\n  mutation UsersRename($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      _id\n    }\n  }\n": types.UsersRenameDocument,
    "\n  query FactoryPost($postId: ID!) {\n    loadPostById(postId: $postId) {\n      _id\n      title\n      posted_by\n      status\n      work_mode\n      applications_count\n      is_saved\n      is_applied\n      is_connection\n      chat_id\n      requirements {\n        desired_skills\n        desired_roles\n      }\n      my_application {\n        _id\n        status\n      }\n    }\n  }\n": types.FactoryPostDocument,
    "\n  query FactorySearch($search: String!) {\n    searchProjects(search: $search) {\n      _id\n    }\n  }\n": types.FactorySearchDocument,
    "\n  query FactoryRecommended {\n    loadByRecommendation(limit: 20) {\n      post {\n        _id\n      }\n      matched_skills\n    }\n  }\n": types.FactoryRecommendedDocument,
    "\n  query FactoryApplicants($postId: ID!) {\n    loadApplicationsByPostId(postId: $postId) {\n      _id\n      applicant_id\n      status\n      message\n    }\n  }\n": types.FactoryApplicantsDocument,
    "\n  query FactorySaved {\n    getSavedPosts {\n      _id\n      is_saved\n    }\n  }\n": types.FactorySavedDocument,
    "\n  query FactoryConnectionStatus($userId: ID!) {\n    checkConnectionStatus(addresseeUserId: $userId) {\n      status\n      connection_id\n      chat_id\n      is_requester\n    }\n  }\n": types.FactoryConnectionStatusDocument,
    "\n  query FactoryConnections($userId: ID!) {\n    loadConnectionsList(userId: $userId) {\n      _id\n      other_user_id\n      chat_id\n    }\n  }\n": types.FactoryConnectionsDocument,
    "\n  query FactoryPending {\n    loadPendingFriendRequests {\n      _id\n      other_user_id\n      message\n    }\n  }\n": types.FactoryPendingDocument,
    "\n  query FactoryPerson($id: ID!) {\n    loadPersonById(id: $id) {\n      _id\n    }\n  }\n": types.FactoryPersonDocument,
    "\n  query FactoryChats {\n    getChatListForUser {\n      _id\n      other_user_id\n      is_active\n      last_message_content\n    }\n  }\n": types.FactoryChatsDocument,
    "\n  query FactoryMessages($chatId: ID!) {\n    getMessagesForChat(chatId: $chatId) {\n      _id\n      sender_id\n      content\n      read_by {\n        user_id\n      }\n      reply_to_message_id\n    }\n  }\n": types.FactoryMessagesDocument,
    "\n  query FactoryUnread {\n    getUnreadCountForChats {\n      chat_id\n      unread_count\n    }\n  }\n": types.FactoryUnreadDocument,
    "\n  query FactorySections($userId: ID!) {\n    getSkillsByUser(userId: $userId) {\n      _id\n      skill_name\n      order\n    }\n    getExperienceByUser(userId: $userId) {\n      _id\n      company_name\n      order\n    }\n    getEducationByUser(userId: $userId) {\n      _id\n      institution_name\n      order\n    }\n    getProjectsByUser(userId: $userId) {\n      _id\n      title\n      order\n    }\n    getAchievementsByUser(userId: $userId) {\n      _id\n      title\n      order\n    }\n  }\n": types.FactorySectionsDocument,
    "\n  mutation FactoryReport($input: ReportInput!) {\n    reportContent(input: $input) {\n      _id\n      reason\n    }\n  }\n": types.FactoryReportDocument,
    "\n  fragment ChatTestMessage on Message {\n    _id\n    chat_id\n    sender_id\n    content\n    read_by {\n      user_id\n      read_at\n    }\n    edited_at\n    is_deleted\n    deleted_for\n    reply_to_message_id\n    reply_to_message_content\n    created_at\n    updated_at\n  }\n": types.ChatTestMessageFragmentDoc,
    "\n  mutation ChatTestSend($chatId: ID!, $content: String!, $replyTo: ID) {\n    sendMessage(chatId: $chatId, content: $content, replyToMessageId: $replyTo) {\n      ...ChatTestMessage\n    }\n  }\n": types.ChatTestSendDocument,
    "\n  mutation ChatTestEdit($messageId: ID!, $content: String!) {\n    editMessage(messageId: $messageId, content: $content) {\n      ...ChatTestMessage\n    }\n  }\n": types.ChatTestEditDocument,
    "\n  mutation ChatTestDelete($messageId: ID!) {\n    deleteMessage(messageId: $messageId)\n  }\n": types.ChatTestDeleteDocument,
    "\n  mutation ChatTestRead($chatId: ID!) {\n    markMessagesAsRead(chatId: $chatId) {\n      chat_id\n      unread_count\n    }\n  }\n": types.ChatTestReadDocument,
    "\n  query ChatTestPage($chatId: ID!, $page: Int, $limit: Int) {\n    getMessagesForChat(chatId: $chatId, page: $page, limit: $limit) {\n      ...ChatTestMessage\n    }\n  }\n": types.ChatTestPageDocument,
    "\n  query ChatTestList {\n    getChatListForUser {\n      _id\n      participant_ids\n      other_user_id\n      is_active\n      created_at\n      updated_at\n      first_name\n      last_name\n      photo\n      last_message_content\n      last_message_at\n    }\n  }\n": types.ChatTestListDocument,
    "\n  query ChatTestUnread {\n    getUnreadCountForChats {\n      chat_id\n      unread_count\n    }\n  }\n": types.ChatTestUnreadDocument,
    "\n  mutation ChatTestRemove($id: ID!) {\n    removeConnection(connectionId: $id)\n  }\n": types.ChatTestRemoveDocument,
    "\n  mutation ChatTestBlock($id: ID!) {\n    blockUser(addresseeUserId: $id) {\n      _id\n    }\n  }\n": types.ChatTestBlockDocument,
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
export function graphql(source: "\n  fragment ApplicationsApplication on Application {\n    _id\n    post_id\n    applicant_id\n    message\n    status\n    created_at\n    updated_at\n    post {\n      _id\n      applications_count\n      is_applied\n    }\n  }\n"): (typeof documents)["\n  fragment ApplicationsApplication on Application {\n    _id\n    post_id\n    applicant_id\n    message\n    status\n    created_at\n    updated_at\n    post {\n      _id\n      applications_count\n      is_applied\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplicationsApply($postId: ID!, $message: String) {\n    applyToPost(postId: $postId, message: $message) {\n      ...ApplicationsApplication\n    }\n  }\n"): (typeof documents)["\n  mutation ApplicationsApply($postId: ID!, $message: String) {\n    applyToPost(postId: $postId, message: $message) {\n      ...ApplicationsApplication\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplicationsCancel($applicationId: ID!) {\n    cancelApplyToPost(applicationId: $applicationId) {\n      ...ApplicationsApplication\n    }\n  }\n"): (typeof documents)["\n  mutation ApplicationsCancel($applicationId: ID!) {\n    cancelApplyToPost(applicationId: $applicationId) {\n      ...ApplicationsApplication\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplicationsDecide($applicationId: ID!, $status: Decision!) {\n    updateApplicationStatus(applicationId: $applicationId, status: $status) {\n      ...ApplicationsApplication\n    }\n  }\n"): (typeof documents)["\n  mutation ApplicationsDecide($applicationId: ID!, $status: Decision!) {\n    updateApplicationStatus(applicationId: $applicationId, status: $status) {\n      ...ApplicationsApplication\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApplicationsApplicants($postId: ID!, $page: Int, $limit: Int) {\n    loadApplicationsByPostId(postId: $postId, page: $page, limit: $limit) {\n      _id\n      applicant_id\n      status\n      message\n      first_name\n      last_name\n      photo\n      location_id\n      title\n      bio\n      is_connection\n      chat_id\n      top_skills {\n        skill_name\n        proficiency_level\n        is_top\n        order\n      }\n    }\n  }\n"): (typeof documents)["\n  query ApplicationsApplicants($postId: ID!, $page: Int, $limit: Int) {\n    loadApplicationsByPostId(postId: $postId, page: $page, limit: $limit) {\n      _id\n      applicant_id\n      status\n      message\n      first_name\n      last_name\n      photo\n      location_id\n      title\n      bio\n      is_connection\n      chat_id\n      top_skills {\n        skill_name\n        proficiency_level\n        is_top\n        order\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApplicationsMine($page: Int, $limit: Int) {\n    getApplicationsByUser(page: $page, limit: $limit) {\n      post {\n        _id\n        title\n        is_applied\n      }\n      application {\n        _id\n        status\n        post_id\n        applicant_id\n      }\n    }\n  }\n"): (typeof documents)["\n  query ApplicationsMine($page: Int, $limit: Int) {\n    getApplicationsByUser(page: $page, limit: $limit) {\n      post {\n        _id\n        title\n        is_applied\n      }\n      application {\n        _id\n        status\n        post_id\n        applicant_id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApplicationsSearchMine($search: String!) {\n    searchMyApplications(search: $search) {\n      post {\n        _id\n        title\n      }\n      application {\n        _id\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  query ApplicationsSearchMine($search: String!) {\n    searchMyApplications(search: $search) {\n      post {\n        _id\n        title\n      }\n      application {\n        _id\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplicationsClose($postId: ID!) {\n    closePost(postId: $postId) {\n      _id\n    }\n  }\n"): (typeof documents)["\n  mutation ApplicationsClose($postId: ID!) {\n    closePost(postId: $postId) {\n      _id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApplicationsById($postId: ID!) {\n    loadPostById(postId: $postId) {\n      applications_count\n      is_applied\n      my_application {\n        _id\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  query ApplicationsById($postId: ID!) {\n    loadPostById(postId: $postId) {\n      applications_count\n      is_applied\n      my_application {\n        _id\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AttachTestSend(\n    $chatId: ID!\n    $content: String!\n    $attachment: MessageAttachmentInput\n    $replyTo: ID\n  ) {\n    sendMessage(\n      chatId: $chatId\n      content: $content\n      attachment: $attachment\n      replyToMessageId: $replyTo\n    ) {\n      _id\n      content\n      reply_to_message_content\n      attachment {\n        url\n        name\n        type\n        is_image\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AttachTestSend(\n    $chatId: ID!\n    $content: String!\n    $attachment: MessageAttachmentInput\n    $replyTo: ID\n  ) {\n    sendMessage(\n      chatId: $chatId\n      content: $content\n      attachment: $attachment\n      replyToMessageId: $replyTo\n    ) {\n      _id\n      content\n      reply_to_message_content\n      attachment {\n        url\n        name\n        type\n        is_image\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AttachTestPresign($fileType: String!, $folder: String!) {\n    getPresignedUrl(fileType: $fileType, folder: $folder) {\n      file_url\n    }\n  }\n"): (typeof documents)["\n  query AttachTestPresign($fileType: String!, $folder: String!) {\n    getPresignedUrl(fileType: $fileType, folder: $folder) {\n      file_url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DirectTestOpen($userId: ID!) {\n    openDirectChat(userId: $userId)\n  }\n"): (typeof documents)["\n  mutation DirectTestOpen($userId: ID!) {\n    openDirectChat(userId: $userId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DirectTestSetFrom($from: MessageFrom!) {\n    updateUser(input: { message_from: $from }) {\n      _id\n      message_from\n    }\n  }\n"): (typeof documents)["\n  mutation DirectTestSetFrom($from: MessageFrom!) {\n    updateUser(input: { message_from: $from }) {\n      _id\n      message_from\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DirectTestMessageFrom($userId: ID) {\n    loadUserById(userId: $userId) {\n      _id\n      message_from\n    }\n  }\n"): (typeof documents)["\n  query DirectTestMessageFrom($userId: ID) {\n    loadUserById(userId: $userId) {\n      _id\n      message_from\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChatTestMute($chatId: ID!, $muted: Boolean!) {\n    setChatMuted(chatId: $chatId, muted: $muted) {\n      chat_id\n      muted\n    }\n  }\n"): (typeof documents)["\n  mutation ChatTestMute($chatId: ID!, $muted: Boolean!) {\n    setChatMuted(chatId: $chatId, muted: $muted) {\n      chat_id\n      muted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatTestMutedList {\n    getChatListForUser {\n      _id\n      muted\n    }\n  }\n"): (typeof documents)["\n  query ChatTestMutedList {\n    getChatListForUser {\n      _id\n      muted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateEventTest($input: EventInput!) {\n    createEvent(input: $input) {\n      _id\n      name\n      roles\n      time_zone_window_hours\n      is_organiser\n      registration_open\n      organiser {\n        user_id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateEventTest($input: EventInput!) {\n    createEvent(input: $input) {\n      _id\n      name\n      roles\n      time_zone_window_hours\n      is_organiser\n      registration_open\n      organiser {\n        user_id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterTest($eventId: ID!, $input: EventRegistrationInput!) {\n    registerForEvent(eventId: $eventId, input: $input) {\n      registered_count\n      my_registration {\n        roles\n        level\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterTest($eventId: ID!, $input: EventRegistrationInput!) {\n    registerForEvent(eventId: $eventId, input: $input) {\n      registered_count\n      my_registration {\n        roles\n        level\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LoadEventTest($eventId: ID!) {\n    loadEvent(eventId: $eventId) {\n      name\n      registered_count\n      rounds\n      is_organiser\n      my_registration {\n        status\n        unplaced_reason\n      }\n      my_proposal {\n        _id\n        status\n        squad_id\n        covered\n        missing\n        members {\n          user_id\n          role\n          answer\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query LoadEventTest($eventId: ID!) {\n    loadEvent(eventId: $eventId) {\n      name\n      registered_count\n      rounds\n      is_organiser\n      my_registration {\n        status\n        unplaced_reason\n      }\n      my_proposal {\n        _id\n        status\n        squad_id\n        covered\n        missing\n        members {\n          user_id\n          role\n          answer\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RoundTest($eventId: ID!) {\n    runEventRound(eventId: $eventId) {\n      round\n      teams\n      proposed\n      unplaced\n    }\n  }\n"): (typeof documents)["\n  mutation RoundTest($eventId: ID!) {\n    runEventRound(eventId: $eventId) {\n      round\n      teams\n      proposed\n      unplaced\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProposalsTest($eventId: ID!) {\n    eventProposals(eventId: $eventId) {\n      _id\n      round\n      status\n      squad_id\n      time_zone_spread_minutes\n      members {\n        user_id\n        answer\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProposalsTest($eventId: ID!) {\n    eventProposals(eventId: $eventId) {\n      _id\n      round\n      status\n      squad_id\n      time_zone_spread_minutes\n      members {\n        user_id\n        answer\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RespondTest($proposalId: ID!, $accept: Boolean!) {\n    respondToProposal(proposalId: $proposalId, accept: $accept) {\n      answer\n      squad_id\n    }\n  }\n"): (typeof documents)["\n  mutation RespondTest($proposalId: ID!, $accept: Boolean!) {\n    respondToProposal(proposalId: $proposalId, accept: $accept) {\n      answer\n      squad_id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveEventTest($eventId: ID!) {\n    leaveEvent(eventId: $eventId) {\n      registered_count\n      my_registration {\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LeaveEventTest($eventId: ID!) {\n    leaveEvent(eventId: $eventId) {\n      registered_count\n      my_registration {\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterSquadTest($eventId: ID!, $squadId: ID!, $input: SquadRegistrationInput!) {\n    registerSquadForEvent(eventId: $eventId, squadId: $squadId, input: $input) {\n      registered_count\n      ended\n      my_squads {\n        squad_id\n        title\n        open_seats\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterSquadTest($eventId: ID!, $squadId: ID!, $input: SquadRegistrationInput!) {\n    registerSquadForEvent(eventId: $eventId, squadId: $squadId, input: $input) {\n      registered_count\n      ended\n      my_squads {\n        squad_id\n        title\n        open_seats\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventSquadTest($postId: ID!) {\n    loadSquad(postId: $postId) {\n      post {\n        title\n        project_type\n      }\n      members {\n        user_id\n        role\n        is_owner\n      }\n    }\n  }\n"): (typeof documents)["\n  query EventSquadTest($postId: ID!) {\n    loadSquad(postId: $postId) {\n      post {\n        title\n        project_type\n      }\n      members {\n        user_id\n        role\n        is_owner\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PeopleSearchAtScale($search: String!, $page: Int, $limit: Int) {\n    searchPeople(search: $search, page: $page, limit: $limit) {\n      _id\n      first_name\n      title\n    }\n  }\n"): (typeof documents)["\n  query PeopleSearchAtScale($search: String!, $page: Int, $limit: Int) {\n    searchPeople(search: $search, page: $page, limit: $limit) {\n      _id\n      first_name\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PeopleCard on Person {\n    _id\n    first_name\n    last_name\n    photo\n    location_id\n    title\n    bio\n    is_connection\n    chat_id\n    top_skills {\n      _id\n      skill_name\n      proficiency_level\n      is_top\n      order\n    }\n  }\n"): (typeof documents)["\n  fragment PeopleCard on Person {\n    _id\n    first_name\n    last_name\n    photo\n    location_id\n    title\n    bio\n    is_connection\n    chat_id\n    top_skills {\n      _id\n      skill_name\n      proficiency_level\n      is_top\n      order\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PeoplePeople($page: Int, $limit: Int) {\n    loadPeople(page: $page, limit: $limit) {\n      ...PeopleCard\n    }\n  }\n"): (typeof documents)["\n  query PeoplePeople($page: Int, $limit: Int) {\n    loadPeople(page: $page, limit: $limit) {\n      ...PeopleCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PeopleFilter($filter: PeopleFilterInput!, $page: Int, $limit: Int) {\n    loadPeopleByFilter(filter: $filter, page: $page, limit: $limit) {\n      ...PeopleCard\n    }\n  }\n"): (typeof documents)["\n  query PeopleFilter($filter: PeopleFilterInput!, $page: Int, $limit: Int) {\n    loadPeopleByFilter(filter: $filter, page: $page, limit: $limit) {\n      ...PeopleCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PeopleSearch($search: String!, $page: Int, $limit: Int) {\n    searchPeople(search: $search, page: $page, limit: $limit) {\n      ...PeopleCard\n    }\n  }\n"): (typeof documents)["\n  query PeopleSearch($search: String!, $page: Int, $limit: Int) {\n    searchPeople(search: $search, page: $page, limit: $limit) {\n      ...PeopleCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PeopleById($id: ID!) {\n    loadPersonById(id: $id) {\n      ...PeopleCard\n    }\n  }\n"): (typeof documents)["\n  query PeopleById($id: ID!) {\n    loadPersonById(id: $id) {\n      ...PeopleCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PeopleSend($addresseeUserId: ID!) {\n    sendFriendReq(addresseeUserId: $addresseeUserId) {\n      _id\n    }\n  }\n"): (typeof documents)["\n  mutation PeopleSend($addresseeUserId: ID!) {\n    sendFriendReq(addresseeUserId: $addresseeUserId) {\n      _id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PeopleAccept($connectionId: ID!) {\n    acceptFriendReq(connectionId: $connectionId) {\n      chat_id\n    }\n  }\n"): (typeof documents)["\n  mutation PeopleAccept($connectionId: ID!) {\n    acceptFriendReq(connectionId: $connectionId) {\n      chat_id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PeopleBlock($addresseeUserId: ID!) {\n    blockUser(addresseeUserId: $addresseeUserId) {\n      _id\n    }\n  }\n"): (typeof documents)["\n  mutation PeopleBlock($addresseeUserId: ID!) {\n    blockUser(addresseeUserId: $addresseeUserId) {\n      _id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeadlineCreate($input: PostInput!) {\n    createPost(input: $input) {\n      _id\n      starts_on\n      ends_on\n      apply_by\n      hours_per_week\n      accepting_applications\n    }\n  }\n"): (typeof documents)["\n  mutation DeadlineCreate($input: PostInput!) {\n    createPost(input: $input) {\n      _id\n      starts_on\n      ends_on\n      apply_by\n      hours_per_week\n      accepting_applications\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeadlineUpdate($postId: ID!, $input: PostInput!) {\n    updatePost(postId: $postId, input: $input) {\n      _id\n      title\n      apply_by\n    }\n  }\n"): (typeof documents)["\n  mutation DeadlineUpdate($postId: ID!, $input: PostInput!) {\n    updatePost(postId: $postId, input: $input) {\n      _id\n      title\n      apply_by\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeadlineRead($postId: ID!) {\n    loadPostById(postId: $postId) {\n      _id\n      status\n      apply_by\n      accepting_applications\n    }\n  }\n"): (typeof documents)["\n  query DeadlineRead($postId: ID!) {\n    loadPostById(postId: $postId) {\n      _id\n      status\n      apply_by\n      accepting_applications\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeadlineApply($postId: ID!) {\n    applyToPost(postId: $postId) {\n      _id\n    }\n  }\n"): (typeof documents)["\n  mutation DeadlineApply($postId: ID!) {\n    applyToPost(postId: $postId) {\n      _id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeadlineReopen($postId: ID!) {\n    openPost(postId: $postId) {\n      _id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation DeadlineReopen($postId: ID!) {\n    openPost(postId: $postId) {\n      _id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeadlineDiscover($filter: ProjectFilterInput!) {\n    loadPosts(limit: 50) {\n      _id\n    }\n    loadPostByFilter(filter: $filter, limit: 50) {\n      _id\n    }\n    searchProjects(search: \"wombat\", limit: 50) {\n      _id\n    }\n    loadByRecommendation(limit: 50) {\n      post {\n        _id\n      }\n    }\n  }\n"): (typeof documents)["\n  query DeadlineDiscover($filter: ProjectFilterInput!) {\n    loadPosts(limit: 50) {\n      _id\n    }\n    loadPostByFilter(filter: $filter, limit: 50) {\n      _id\n    }\n    searchProjects(search: \"wombat\", limit: 50) {\n      _id\n    }\n    loadByRecommendation(limit: 50) {\n      post {\n        _id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DiscoverCombined($filter: ProjectFilterInput!, $page: Int, $limit: Int) {\n    loadPostByFilter(filter: $filter, page: $page, limit: $limit) {\n      _id\n      title\n    }\n  }\n"): (typeof documents)["\n  query DiscoverCombined($filter: ProjectFilterInput!, $page: Int, $limit: Int) {\n    loadPostByFilter(filter: $filter, page: $page, limit: $limit) {\n      _id\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DiscoverAllProjects($page: Int, $limit: Int, $exclude: [ID!]) {\n    loadPosts(page: $page, limit: $limit, exclude: $exclude) {\n      _id\n      title\n    }\n  }\n"): (typeof documents)["\n  query DiscoverAllProjects($page: Int, $limit: Int, $exclude: [ID!]) {\n    loadPosts(page: $page, limit: $limit, exclude: $exclude) {\n      _id\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DiscoverAllBesideRecommended($page: Int, $limit: Int, $excludeRecommended: Int) {\n    loadPosts(page: $page, limit: $limit, excludeRecommended: $excludeRecommended) {\n      _id\n    }\n  }\n"): (typeof documents)["\n  query DiscoverAllBesideRecommended($page: Int, $limit: Int, $excludeRecommended: Int) {\n    loadPosts(page: $page, limit: $limit, excludeRecommended: $excludeRecommended) {\n      _id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DiscoverRecommendedIds($limit: Int) {\n    loadByRecommendation(page: 1, limit: $limit) {\n      post {\n        _id\n      }\n    }\n  }\n"): (typeof documents)["\n  query DiscoverRecommendedIds($limit: Int) {\n    loadByRecommendation(page: 1, limit: $limit) {\n      post {\n        _id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DiscoverSteps($filter: ProjectFilterInput!, $page: Int, $limit: Int) {\n    loadPostByFilter(filter: $filter, page: $page, limit: $limit) {\n      _id\n      title\n    }\n  }\n"): (typeof documents)["\n  query DiscoverSteps($filter: ProjectFilterInput!, $page: Int, $limit: Int) {\n    loadPostByFilter(filter: $filter, page: $page, limit: $limit) {\n      _id\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DiscoverStepsSearch($search: String!, $page: Int, $limit: Int) {\n    searchProjects(search: $search, page: $page, limit: $limit) {\n      _id\n      title\n    }\n  }\n"): (typeof documents)["\n  query DiscoverStepsSearch($search: String!, $page: Int, $limit: Int) {\n    searchProjects(search: $search, page: $page, limit: $limit) {\n      _id\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DiscoverFilter($filter: ProjectFilterInput!, $page: Int, $limit: Int) {\n    loadPostByFilter(filter: $filter, page: $page, limit: $limit) {\n      _id\n      title\n    }\n  }\n"): (typeof documents)["\n  query DiscoverFilter($filter: ProjectFilterInput!, $page: Int, $limit: Int) {\n    loadPostByFilter(filter: $filter, page: $page, limit: $limit) {\n      _id\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DiscoverSearch($search: String!, $page: Int, $limit: Int) {\n    searchProjects(search: $search, page: $page, limit: $limit) {\n      _id\n      title\n    }\n  }\n"): (typeof documents)["\n  query DiscoverSearch($search: String!, $page: Int, $limit: Int) {\n    searchProjects(search: $search, page: $page, limit: $limit) {\n      _id\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DiscoverRecommend($page: Int, $limit: Int) {\n    loadByRecommendation(page: $page, limit: $limit) {\n      post {\n        _id\n        title\n      }\n      matched_skills\n    }\n  }\n"): (typeof documents)["\n  query DiscoverRecommend($page: Int, $limit: Int) {\n    loadByRecommendation(page: $page, limit: $limit) {\n      post {\n        _id\n        title\n      }\n      matched_skills\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportsReport($input: ReportInput!) {\n    reportContent(input: $input) {\n      _id\n      subject_type\n      subject_id\n      reason\n      details\n      created_at\n    }\n  }\n"): (typeof documents)["\n  mutation ReportsReport($input: ReportInput!) {\n    reportContent(input: $input) {\n      _id\n      subject_type\n      subject_id\n      reason\n      details\n      created_at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Workspace($postId: ID!) {\n    loadSquad(postId: $postId) {\n      workspace {\n        pinned {\n          text\n          by {\n            user_id\n          }\n        }\n        meeting_at\n        meeting_note\n        members_can_edit\n        can_edit\n        links {\n          _id\n          title\n          url\n        }\n        tasks {\n          _id\n          title\n          done\n          assignee {\n            user_id\n          }\n        }\n        files {\n          _id\n          name\n          url\n          content_type\n        }\n        history {\n          summary\n          actor {\n            user_id\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Workspace($postId: ID!) {\n    loadSquad(postId: $postId) {\n      workspace {\n        pinned {\n          text\n          by {\n            user_id\n          }\n        }\n        meeting_at\n        meeting_note\n        members_can_edit\n        can_edit\n        links {\n          _id\n          title\n          url\n        }\n        tasks {\n          _id\n          title\n          done\n          assignee {\n            user_id\n          }\n        }\n        files {\n          _id\n          name\n          url\n          content_type\n        }\n        history {\n          summary\n          actor {\n            user_id\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WorkspacePin($postId: ID!, $text: String) {\n    setSquadPin(postId: $postId, text: $text) {\n      pinned {\n        text\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation WorkspacePin($postId: ID!, $text: String) {\n    setSquadPin(postId: $postId, text: $text) {\n      pinned {\n        text\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WorkspaceEditors($postId: ID!, $allowed: Boolean!) {\n    setSquadMembersCanEdit(postId: $postId, allowed: $allowed) {\n      members_can_edit\n    }\n  }\n"): (typeof documents)["\n  mutation WorkspaceEditors($postId: ID!, $allowed: Boolean!) {\n    setSquadMembersCanEdit(postId: $postId, allowed: $allowed) {\n      members_can_edit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WorkspaceMeeting($postId: ID!, $input: SquadMeetingInput!) {\n    setSquadMeeting(postId: $postId, input: $input) {\n      meeting_at\n      meeting_note\n    }\n  }\n"): (typeof documents)["\n  mutation WorkspaceMeeting($postId: ID!, $input: SquadMeetingInput!) {\n    setSquadMeeting(postId: $postId, input: $input) {\n      meeting_at\n      meeting_note\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WorkspaceAddLink($postId: ID!, $title: String!, $url: String!) {\n    addSquadLink(postId: $postId, title: $title, url: $url) {\n      links {\n        _id\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation WorkspaceAddLink($postId: ID!, $title: String!, $url: String!) {\n    addSquadLink(postId: $postId, title: $title, url: $url) {\n      links {\n        _id\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WorkspaceRemoveLink($postId: ID!, $linkId: ID!) {\n    removeSquadLink(postId: $postId, linkId: $linkId) {\n      links {\n        _id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation WorkspaceRemoveLink($postId: ID!, $linkId: ID!) {\n    removeSquadLink(postId: $postId, linkId: $linkId) {\n      links {\n        _id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WorkspaceAddTask($postId: ID!, $title: String!, $assigneeId: ID) {\n    addSquadTask(postId: $postId, title: $title, assigneeId: $assigneeId) {\n      tasks {\n        _id\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation WorkspaceAddTask($postId: ID!, $title: String!, $assigneeId: ID) {\n    addSquadTask(postId: $postId, title: $title, assigneeId: $assigneeId) {\n      tasks {\n        _id\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WorkspaceAssign($postId: ID!, $taskId: ID!, $assigneeId: ID) {\n    assignSquadTask(postId: $postId, taskId: $taskId, assigneeId: $assigneeId) {\n      tasks {\n        _id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation WorkspaceAssign($postId: ID!, $taskId: ID!, $assigneeId: ID) {\n    assignSquadTask(postId: $postId, taskId: $taskId, assigneeId: $assigneeId) {\n      tasks {\n        _id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WorkspaceTick($postId: ID!, $taskId: ID!, $done: Boolean!) {\n    setSquadTaskDone(postId: $postId, taskId: $taskId, done: $done) {\n      tasks {\n        _id\n        done\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation WorkspaceTick($postId: ID!, $taskId: ID!, $done: Boolean!) {\n    setSquadTaskDone(postId: $postId, taskId: $taskId, done: $done) {\n      tasks {\n        _id\n        done\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WorkspaceMove($postId: ID!, $taskId: ID!, $position: Int!) {\n    moveSquadTask(postId: $postId, taskId: $taskId, position: $position) {\n      tasks {\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation WorkspaceMove($postId: ID!, $taskId: ID!, $position: Int!) {\n    moveSquadTask(postId: $postId, taskId: $taskId, position: $position) {\n      tasks {\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WorkspaceRemoveTask($postId: ID!, $taskId: ID!) {\n    removeSquadTask(postId: $postId, taskId: $taskId) {\n      tasks {\n        _id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation WorkspaceRemoveTask($postId: ID!, $taskId: ID!) {\n    removeSquadTask(postId: $postId, taskId: $taskId) {\n      tasks {\n        _id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkspacePresign($fileType: String!, $folder: String!) {\n    getPresignedUrl(fileType: $fileType, folder: $folder) {\n      upload_url\n      file_url\n    }\n  }\n"): (typeof documents)["\n  query WorkspacePresign($fileType: String!, $folder: String!) {\n    getPresignedUrl(fileType: $fileType, folder: $folder) {\n      upload_url\n      file_url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WorkspaceAddFile($postId: ID!, $fileUrl: String!, $name: String!) {\n    addSquadFile(postId: $postId, fileUrl: $fileUrl, name: $name) {\n      files {\n        _id\n        name\n        content_type\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation WorkspaceAddFile($postId: ID!, $fileUrl: String!, $name: String!) {\n    addSquadFile(postId: $postId, fileUrl: $fileUrl, name: $name) {\n      files {\n        _id\n        name\n        content_type\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WorkspaceRemoveFile($postId: ID!, $fileId: ID!) {\n    removeSquadFile(postId: $postId, fileId: $fileId) {\n      files {\n        _id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation WorkspaceRemoveFile($postId: ID!, $fileId: ID!) {\n    removeSquadFile(postId: $postId, fileId: $fileId) {\n      files {\n        _id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WorkspaceSend($chatId: ID!, $content: String!) {\n    sendMessage(chatId: $chatId, content: $content) {\n      _id\n    }\n  }\n"): (typeof documents)["\n  mutation WorkspaceSend($chatId: ID!, $content: String!) {\n    sendMessage(chatId: $chatId, content: $content) {\n      _id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WorkspaceLeave($postId: ID!) {\n    leaveSquad(postId: $postId)\n  }\n"): (typeof documents)["\n  mutation WorkspaceLeave($postId: ID!) {\n    leaveSquad(postId: $postId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsersLoadUser($userId: ID) {\n    loadUserById(userId: $userId) {\n      _id\n      first_name\n      last_name\n      email\n      photo\n      title\n      bio\n      location_id\n      is_connection\n      chat_id\n      connections_count\n      links {\n        name\n        url\n      }\n      is_online\n      last_seen\n      created_at\n      updated_at\n    }\n  }\n"): (typeof documents)["\n  query UsersLoadUser($userId: ID) {\n    loadUserById(userId: $userId) {\n      _id\n      first_name\n      last_name\n      email\n      photo\n      title\n      bio\n      location_id\n      is_connection\n      chat_id\n      connections_count\n      links {\n        name\n        url\n      }\n      is_online\n      last_seen\n      created_at\n      updated_at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UsersRename($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      _id\n    }\n  }\n"): (typeof documents)["\n  mutation UsersRename($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      _id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FactoryPost($postId: ID!) {\n    loadPostById(postId: $postId) {\n      _id\n      title\n      posted_by\n      status\n      work_mode\n      applications_count\n      is_saved\n      is_applied\n      is_connection\n      chat_id\n      requirements {\n        desired_skills\n        desired_roles\n      }\n      my_application {\n        _id\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  query FactoryPost($postId: ID!) {\n    loadPostById(postId: $postId) {\n      _id\n      title\n      posted_by\n      status\n      work_mode\n      applications_count\n      is_saved\n      is_applied\n      is_connection\n      chat_id\n      requirements {\n        desired_skills\n        desired_roles\n      }\n      my_application {\n        _id\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FactorySearch($search: String!) {\n    searchProjects(search: $search) {\n      _id\n    }\n  }\n"): (typeof documents)["\n  query FactorySearch($search: String!) {\n    searchProjects(search: $search) {\n      _id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FactoryRecommended {\n    loadByRecommendation(limit: 20) {\n      post {\n        _id\n      }\n      matched_skills\n    }\n  }\n"): (typeof documents)["\n  query FactoryRecommended {\n    loadByRecommendation(limit: 20) {\n      post {\n        _id\n      }\n      matched_skills\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FactoryApplicants($postId: ID!) {\n    loadApplicationsByPostId(postId: $postId) {\n      _id\n      applicant_id\n      status\n      message\n    }\n  }\n"): (typeof documents)["\n  query FactoryApplicants($postId: ID!) {\n    loadApplicationsByPostId(postId: $postId) {\n      _id\n      applicant_id\n      status\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FactorySaved {\n    getSavedPosts {\n      _id\n      is_saved\n    }\n  }\n"): (typeof documents)["\n  query FactorySaved {\n    getSavedPosts {\n      _id\n      is_saved\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FactoryConnectionStatus($userId: ID!) {\n    checkConnectionStatus(addresseeUserId: $userId) {\n      status\n      connection_id\n      chat_id\n      is_requester\n    }\n  }\n"): (typeof documents)["\n  query FactoryConnectionStatus($userId: ID!) {\n    checkConnectionStatus(addresseeUserId: $userId) {\n      status\n      connection_id\n      chat_id\n      is_requester\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FactoryConnections($userId: ID!) {\n    loadConnectionsList(userId: $userId) {\n      _id\n      other_user_id\n      chat_id\n    }\n  }\n"): (typeof documents)["\n  query FactoryConnections($userId: ID!) {\n    loadConnectionsList(userId: $userId) {\n      _id\n      other_user_id\n      chat_id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FactoryPending {\n    loadPendingFriendRequests {\n      _id\n      other_user_id\n      message\n    }\n  }\n"): (typeof documents)["\n  query FactoryPending {\n    loadPendingFriendRequests {\n      _id\n      other_user_id\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FactoryPerson($id: ID!) {\n    loadPersonById(id: $id) {\n      _id\n    }\n  }\n"): (typeof documents)["\n  query FactoryPerson($id: ID!) {\n    loadPersonById(id: $id) {\n      _id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FactoryChats {\n    getChatListForUser {\n      _id\n      other_user_id\n      is_active\n      last_message_content\n    }\n  }\n"): (typeof documents)["\n  query FactoryChats {\n    getChatListForUser {\n      _id\n      other_user_id\n      is_active\n      last_message_content\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FactoryMessages($chatId: ID!) {\n    getMessagesForChat(chatId: $chatId) {\n      _id\n      sender_id\n      content\n      read_by {\n        user_id\n      }\n      reply_to_message_id\n    }\n  }\n"): (typeof documents)["\n  query FactoryMessages($chatId: ID!) {\n    getMessagesForChat(chatId: $chatId) {\n      _id\n      sender_id\n      content\n      read_by {\n        user_id\n      }\n      reply_to_message_id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FactoryUnread {\n    getUnreadCountForChats {\n      chat_id\n      unread_count\n    }\n  }\n"): (typeof documents)["\n  query FactoryUnread {\n    getUnreadCountForChats {\n      chat_id\n      unread_count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FactorySections($userId: ID!) {\n    getSkillsByUser(userId: $userId) {\n      _id\n      skill_name\n      order\n    }\n    getExperienceByUser(userId: $userId) {\n      _id\n      company_name\n      order\n    }\n    getEducationByUser(userId: $userId) {\n      _id\n      institution_name\n      order\n    }\n    getProjectsByUser(userId: $userId) {\n      _id\n      title\n      order\n    }\n    getAchievementsByUser(userId: $userId) {\n      _id\n      title\n      order\n    }\n  }\n"): (typeof documents)["\n  query FactorySections($userId: ID!) {\n    getSkillsByUser(userId: $userId) {\n      _id\n      skill_name\n      order\n    }\n    getExperienceByUser(userId: $userId) {\n      _id\n      company_name\n      order\n    }\n    getEducationByUser(userId: $userId) {\n      _id\n      institution_name\n      order\n    }\n    getProjectsByUser(userId: $userId) {\n      _id\n      title\n      order\n    }\n    getAchievementsByUser(userId: $userId) {\n      _id\n      title\n      order\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FactoryReport($input: ReportInput!) {\n    reportContent(input: $input) {\n      _id\n      reason\n    }\n  }\n"): (typeof documents)["\n  mutation FactoryReport($input: ReportInput!) {\n    reportContent(input: $input) {\n      _id\n      reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChatTestMessage on Message {\n    _id\n    chat_id\n    sender_id\n    content\n    read_by {\n      user_id\n      read_at\n    }\n    edited_at\n    is_deleted\n    deleted_for\n    reply_to_message_id\n    reply_to_message_content\n    created_at\n    updated_at\n  }\n"): (typeof documents)["\n  fragment ChatTestMessage on Message {\n    _id\n    chat_id\n    sender_id\n    content\n    read_by {\n      user_id\n      read_at\n    }\n    edited_at\n    is_deleted\n    deleted_for\n    reply_to_message_id\n    reply_to_message_content\n    created_at\n    updated_at\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChatTestSend($chatId: ID!, $content: String!, $replyTo: ID) {\n    sendMessage(chatId: $chatId, content: $content, replyToMessageId: $replyTo) {\n      ...ChatTestMessage\n    }\n  }\n"): (typeof documents)["\n  mutation ChatTestSend($chatId: ID!, $content: String!, $replyTo: ID) {\n    sendMessage(chatId: $chatId, content: $content, replyToMessageId: $replyTo) {\n      ...ChatTestMessage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChatTestEdit($messageId: ID!, $content: String!) {\n    editMessage(messageId: $messageId, content: $content) {\n      ...ChatTestMessage\n    }\n  }\n"): (typeof documents)["\n  mutation ChatTestEdit($messageId: ID!, $content: String!) {\n    editMessage(messageId: $messageId, content: $content) {\n      ...ChatTestMessage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChatTestDelete($messageId: ID!) {\n    deleteMessage(messageId: $messageId)\n  }\n"): (typeof documents)["\n  mutation ChatTestDelete($messageId: ID!) {\n    deleteMessage(messageId: $messageId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChatTestRead($chatId: ID!) {\n    markMessagesAsRead(chatId: $chatId) {\n      chat_id\n      unread_count\n    }\n  }\n"): (typeof documents)["\n  mutation ChatTestRead($chatId: ID!) {\n    markMessagesAsRead(chatId: $chatId) {\n      chat_id\n      unread_count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatTestPage($chatId: ID!, $page: Int, $limit: Int) {\n    getMessagesForChat(chatId: $chatId, page: $page, limit: $limit) {\n      ...ChatTestMessage\n    }\n  }\n"): (typeof documents)["\n  query ChatTestPage($chatId: ID!, $page: Int, $limit: Int) {\n    getMessagesForChat(chatId: $chatId, page: $page, limit: $limit) {\n      ...ChatTestMessage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatTestList {\n    getChatListForUser {\n      _id\n      participant_ids\n      other_user_id\n      is_active\n      created_at\n      updated_at\n      first_name\n      last_name\n      photo\n      last_message_content\n      last_message_at\n    }\n  }\n"): (typeof documents)["\n  query ChatTestList {\n    getChatListForUser {\n      _id\n      participant_ids\n      other_user_id\n      is_active\n      created_at\n      updated_at\n      first_name\n      last_name\n      photo\n      last_message_content\n      last_message_at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatTestUnread {\n    getUnreadCountForChats {\n      chat_id\n      unread_count\n    }\n  }\n"): (typeof documents)["\n  query ChatTestUnread {\n    getUnreadCountForChats {\n      chat_id\n      unread_count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChatTestRemove($id: ID!) {\n    removeConnection(connectionId: $id)\n  }\n"): (typeof documents)["\n  mutation ChatTestRemove($id: ID!) {\n    removeConnection(connectionId: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChatTestBlock($id: ID!) {\n    blockUser(addresseeUserId: $id) {\n      _id\n    }\n  }\n"): (typeof documents)["\n  mutation ChatTestBlock($id: ID!) {\n    blockUser(addresseeUserId: $id) {\n      _id\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;