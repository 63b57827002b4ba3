/**
 * The PropScout API as TypeScript types, generated from the OpenAPI document by `npm run generate:client`
 * (scripts/generateClient.ts, openapi-typescript). Do not edit: regenerate after changing a route.
 */

export interface paths {
  '/api/health/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Check the database and the identity provider */
    get: operations['getHealth'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/config/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read the settings the web app starts with */
    get: operations['getConfig'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/register/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Register the signed-in user */
    post: operations['postUsersRegister'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/sign-in/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Report a sign-in (the client, once after each sign-in): recorded in the team audit log of a user in a team
     * @description Once in 5 minutes per user; a user without a team records nothing.
     */
    post: operations['postUsersSignIn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/profile/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read the signed-in user's profile */
    get: operations['getUsersProfile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/update/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Update the signed-in user's profile */
    put: operations['putUsersUpdate'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/crm/contacts/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List contacts
     * @description The caller's contacts and those shared with their team.
     */
    get: operations['getCrmContacts'];
    /** Update a contact */
    put: operations['putCrmContacts'];
    /** Create a contact */
    post: operations['postCrmContacts'];
    /**
     * Delete contacts
     * @description Deletes the caller's contacts among the ids, and those shared with their team that they may delete (owners and account managers); ids they do not reach are skipped. 403, deleting nothing, when one is a teammate's they may not delete.
     */
    delete: operations['deleteCrmContacts'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/crm/contacts/search/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Search contacts */
    get: operations['getCrmContactsSearch'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/crm/contacts/import/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Import contacts from a CSV file */
    post: operations['postCrmContactsImport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/crm/groups/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List groups
     * @description The caller's groups and those shared with their team.
     */
    get: operations['getCrmGroups'];
    /** Update a group */
    put: operations['putCrmGroups'];
    /** Create a group */
    post: operations['postCrmGroups'];
    /**
     * Delete groups
     * @description Deletes the caller's groups among the ids, and those shared with their team that they may delete (owners and account managers); ids they do not reach are skipped. 403, deleting nothing, when one is a teammate's they may not delete.
     */
    delete: operations['deleteCrmGroups'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/crm/groups/simplified/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List every group by name */
    get: operations['getCrmGroupsSimplified'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/crm/groups/{id}/contacts/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the contacts of the group */
    get: operations['getCrmGroupsByIdContacts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/crm/groups/{id}/contacts/notin/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the contacts not in the group */
    get: operations['getCrmGroupsByIdContactsNotin'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/crm/groups/{id}/contacts/search/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Search the contacts of the group */
    get: operations['getCrmGroupsByIdContactsSearch'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/crm/groups/{id}/contacts/notin/search/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Search the contacts not in the group */
    get: operations['getCrmGroupsByIdContactsNotinSearch'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/crm/groups/{id}/contacts/add/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add contacts to a group */
    post: operations['postCrmGroupsByIdContactsAdd'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/crm/groups/{id}/contacts/remove/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Remove contacts from a group */
    post: operations['postCrmGroupsByIdContactsRemove'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/teams/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create a team (the caller becomes its owner) */
    post: operations['postTeams'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/teams/current/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller's team, their role and its members */
    get: operations['getTeamsCurrent'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Rename the caller's team (owner) */
    patch: operations['patchTeamsCurrent'];
    trace?: never;
  };
  '/api/teams/current/invitations/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The team's invitations, newest first (owner or account manager) */
    get: operations['getTeamsCurrentInvitations'];
    put?: never;
    /** Invite someone by e-mail (owner or account manager; owners only grant owner) */
    post: operations['postTeamsCurrentInvitations'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/teams/current/invitations/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Withdraw an invitation not yet accepted */
    delete: operations['deleteTeamsCurrentInvitationsById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/teams/invitations/accept/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Accept an invitation sent to the caller's verified e-mail address */
    post: operations['postTeamsInvitationsAccept'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/teams/current/members/{userId}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove a member (owner or account manager); the caller’s own id leaves the team */
    delete: operations['deleteTeamsCurrentMembersByUserId'];
    options?: never;
    head?: never;
    /**
     * Change a member's role or monthly credit cap (owner or account manager; owners only for owners)
     * @description role: the member's role. credit_cap: the most credits the member may spend from the team's pool a calendar month (UTC), or null for no cap; a charge past it answers 402.
     */
    patch: operations['patchTeamsCurrentMembersByUserId'];
    trace?: never;
  };
  '/api/teams/current/billing/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Hand the team's billing to another owner (the owner who pays)
     * @description The subscription, the payment provider's customer (card, invoices) and the team's credit pool move to the owner named, whose own balance joins the pool; 409 when they are not an owner or have a live plan of their own. The former payer may then leave the team.
     */
    put: operations['putTeamsCurrentBilling'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/teams/current/audit/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The team's audit log, newest first (owner or account manager) */
    get: operations['getTeamsCurrentAudit'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/teams/current/usage/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Credits each member used per day and kind, with totals (owner or account manager) */
    get: operations['getTeamsCurrentUsage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/teams/current/ledger/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The current members' credit ledger, newest first, with each row's member (owner or account manager) */
    get: operations['getTeamsCurrentLedger'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/teams/current/ledger.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The current members' credit ledger as CSV, with the same filters (owner or account manager) */
    get: operations['getTeamsCurrentLedgerCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/teams/current/downloads/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The current members' downloads, newest first, with each row's member (owner or account manager) */
    get: operations['getTeamsCurrentDownloads'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/teams/current/downloads.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The current members' downloads as CSV, with the same filters (owner or account manager) */
    get: operations['getTeamsCurrentDownloadsCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/teams/current/email-logs/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The current members' automated e-mail log, newest first, with each row's member (owner or account manager) */
    get: operations['getTeamsCurrentEmailLogs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/teams/current/email-logs.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The current members' automated e-mail log as CSV, with the same filters (owner or account manager) */
    get: operations['getTeamsCurrentEmailLogsCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/teams/current/api-calls/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The current members' API calls, newest first, with each row's member (owner or account manager) */
    get: operations['getTeamsCurrentApiCalls'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/teams/current/api-calls.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The current members' API calls as CSV, with the same filters (owner or account manager) */
    get: operations['getTeamsCurrentApiCallsCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/teams/current/audit.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The team's audit log as CSV, with the same filters (owner or account manager) */
    get: operations['getTeamsCurrentAuditCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/deals/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller's team's deals and their private ones (filters: stage, owner, tag, search) */
    get: operations['getDeals'];
    put?: never;
    /** Create a deal (a team deal when the caller is in a team) */
    post: operations['postDeals'];
    /** Delete deals (those the caller may delete; others are left) */
    delete: operations['deleteDeals'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/deals/stages/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The pipeline's stages in order, with the team's labels */
    get: operations['getDealsStages'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Rename a stage (the team's owner or account manager; a user without a team their own) */
    patch: operations['patchDealsStages'];
    trace?: never;
  };
  '/api/deals/tags/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Property tags of the team (and the caller’s own) */
    get: operations['getDealsTags'];
    put?: never;
    /** Create a property tag */
    post: operations['postDealsTags'];
    /** Delete property tags (those the caller may: their creator, or an owner or account manager of the team; others are left) */
    delete: operations['deleteDealsTags'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/deals/saved-properties/{propertyId}/tags/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A saved property's tags */
    get: operations['getDealsSavedPropertiesByPropertyIdTags'];
    /** Set a saved property's tags ('list stacking') */
    put: operations['putDealsSavedPropertiesByPropertyIdTags'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/deals/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A deal, with its contacts, tags and the property’s analysis */
    get: operations['getDealsById'];
    put?: never;
    post?: never;
    /** Delete a deal (its owner, or an owner or account manager of the team) */
    delete: operations['deleteDealsById'];
    options?: never;
    head?: never;
    /** Change a deal or move it to another stage (its owner, or an owner or account manager of the team) */
    patch: operations['patchDealsById'];
    trace?: never;
  };
  '/api/deals/{id}/tasks/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A deal's tasks: open ones first, by due day */
    get: operations['getDealsByIdTasks'];
    put?: never;
    /** Add a task (assigned to the caller unless another member is named); it is e-mailed to its assignee when due */
    post: operations['postDealsByIdTasks'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/deals/{id}/tasks/{taskId}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete a task */
    delete: operations['deleteDealsByIdTasksByTaskId'];
    options?: never;
    head?: never;
    /** Change a task or tick it done */
    patch: operations['patchDealsByIdTasksByTaskId'];
    trace?: never;
  };
  '/api/deals/{id}/notes/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A deal's notes, last changed first, each at its latest version */
    get: operations['getDealsByIdNotes'];
    put?: never;
    /** Add a note */
    post: operations['postDealsByIdNotes'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/deals/{id}/notes/{noteId}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Edit a note (its author): a new version; the earlier ones are kept */
    patch: operations['patchDealsByIdNotesByNoteId'];
    trace?: never;
  };
  '/api/deals/{id}/notes/{noteId}/versions/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A note's versions, newest first */
    get: operations['getDealsByIdNotesByNoteIdVersions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/automation/emails/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List automated emails
     * @description The caller's own and those shared with their team, each with shared, created_by, updated_by, can_edit and edit_refusal.
     */
    get: operations['getAutomationEmails'];
    /**
     * Update an automated email
     * @description The caller's own e-mails and those shared with their team (docs/teams.md, Sharing): a teammate reads a shared one; its owner and the team's owners and account managers change it; another member: 403 with the reason; anyone else: 404.
     */
    put: operations['putAutomationEmails'];
    /**
     * Create an automated email
     * @description shared: true shares it with the caller's team (400 without one).
     */
    post: operations['postAutomationEmails'];
    /**
     * Delete automated emails
     * @description All or none: an id the caller reaches but may not delete (a teammate's shared e-mail, for a member) is 403 with the reason and nothing is deleted; ids the caller does not reach are skipped.
     */
    delete: operations['deleteAutomationEmails'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/automation/emails/{id}/status/change/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Pause or resume an automated email
     * @description The caller's own e-mails and those shared with their team (docs/teams.md, Sharing): a teammate reads a shared one; its owner and the team's owners and account managers change it; another member: 403 with the reason; anyone else: 404.
     */
    post: operations['postAutomationEmailsByIdStatusChange'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/automation/emails/{id}/groups/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the groups of the automated email
     * @description Its owner, or a member of the team it is shared with.
     */
    get: operations['getAutomationEmailsByIdGroups'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/automation/emails/{id}/groups/notin/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the groups not in the automated email
     * @description The e-mail owner's other groups or contacts: for whoever may change the e-mail.
     */
    get: operations['getAutomationEmailsByIdGroupsNotin'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/automation/emails/{id}/groups/search/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Search the groups of the automated email
     * @description Its owner, or a member of the team it is shared with.
     */
    get: operations['getAutomationEmailsByIdGroupsSearch'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/automation/emails/{id}/groups/notin/search/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Search the groups not in the automated email
     * @description The e-mail owner's other groups or contacts: for whoever may change the e-mail.
     */
    get: operations['getAutomationEmailsByIdGroupsNotinSearch'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/automation/emails/{id}/contacts/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the contacts of the automated email
     * @description Its owner, or a member of the team it is shared with.
     */
    get: operations['getAutomationEmailsByIdContacts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/automation/emails/{id}/contacts/notin/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the contacts not in the automated email
     * @description The e-mail owner's other groups or contacts: for whoever may change the e-mail.
     */
    get: operations['getAutomationEmailsByIdContactsNotin'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/automation/emails/{id}/contacts/search/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Search the contacts of the automated email
     * @description Its owner, or a member of the team it is shared with.
     */
    get: operations['getAutomationEmailsByIdContactsSearch'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/automation/emails/{id}/contacts/notin/search/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Search the contacts not in the automated email
     * @description The e-mail owner's other groups or contacts: for whoever may change the e-mail.
     */
    get: operations['getAutomationEmailsByIdContactsNotinSearch'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/automation/emails/{id}/groups/add/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add groups to the recipients of an automated email */
    post: operations['postAutomationEmailsByIdGroupsAdd'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/automation/emails/{id}/groups/remove/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Remove groups from the recipients of an automated email */
    post: operations['postAutomationEmailsByIdGroupsRemove'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/automation/emails/{id}/contacts/add/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add contacts to the recipients of an automated email */
    post: operations['postAutomationEmailsByIdContactsAdd'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/automation/emails/{id}/contacts/remove/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Remove contacts from the recipients of an automated email */
    post: operations['postAutomationEmailsByIdContactsRemove'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/automation/emails/logs/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the sending log of automated emails */
    get: operations['getAutomationEmailsLogs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/automation/emails/{id}/send-now/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a test of an automated email
     * @description Its owner, or an owner or account manager of the team it is shared with; the test goes to the e-mail owner's address or contact.
     */
    post: operations['postAutomationEmailsByIdSendNow'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/searches/properties/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Search listings */
    get: operations['getSearchesProperties'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/properties/auction/list/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Search auction listings */
    get: operations['getPropertiesAuctionList'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/searches/off-market/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Search off-market properties (property records without a listing) by place and owner filters */
    get: operations['getSearchesOffMarket'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/searches/properties/count/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Count listings matching a search */
    post: operations['postSearchesPropertiesCount'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/properties/auction/count/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Count auction listings matching a search */
    post: operations['postPropertiesAuctionCount'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/searches/properties/clusters/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Cluster the listings of a search for the map */
    get: operations['getSearchesPropertiesClusters'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/properties/auction/clusters/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Cluster the auction listings of a search for the map */
    get: operations['getPropertiesAuctionClusters'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/searches/credits/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read the credit balance and the plan in force
     * @description A team member's balance is the team's pool; a member with a monthly cap also gets member_cap.
     */
    get: operations['getSearchesCredits'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/searches/locations/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Suggest locations to search */
    get: operations['getSearchesLocations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/map/places/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the cities inside a map view, with their centre */
    get: operations['getMapPlaces'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/credits/quote/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Price an action before making it
     * @description The credits a search, a download or a full report would cost now, the balance after it, and why it is free when it is. The action itself charges the same price.
     */
    get: operations['getCreditsQuote'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/dashboard/data/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read the usage dashboard */
    get: operations['getDashboardData'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/dashboard/ledger/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the credit ledger */
    get: operations['getDashboardLedger'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/searches/properties/download': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download search results as a file */
    get: operations['getSearchesPropertiesDownload'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/properties/auction/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Export auction listings as a file */
    get: operations['getPropertiesAuctionExport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/searches/properties/downloads/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List downloads */
    get: operations['getSearchesPropertiesDownloads'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/searches/properties/downloads/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read a download */
    get: operations['getSearchesPropertiesDownloadsById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/searches/properties/downloads/rename/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Rename a download */
    post: operations['postSearchesPropertiesDownloadsRename'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/searches/properties/downloads/{id}/file/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download a download's file */
    get: operations['getSearchesPropertiesDownloadsByIdFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/searches/saved/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List saved searches */
    get: operations['getSearchesSaved'];
    put?: never;
    /** Save a search */
    post: operations['postSearchesSaved'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/searches/saved/simplified/list/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List every saved search by name */
    get: operations['getSearchesSavedSimplifiedList'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/searches/saved/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read a saved search (own, or shared with the team) */
    get: operations['getSearchesSavedById'];
    /**
     * Update a saved search
     * @description Its owner, or an owner or account manager of the team it is shared with; another member: 403 (mark_run alone: any member).
     */
    put: operations['putSearchesSavedById'];
    post?: never;
    /**
     * Delete a saved search
     * @description Its owner, or an owner or account manager of the team it is shared with; another member: 403.
     */
    delete: operations['deleteSearchesSavedById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/properties/saved/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List saved properties */
    get: operations['getPropertiesSaved'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/properties/save/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Save a property */
    post: operations['postPropertiesSave'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/properties/saved/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove a saved property */
    delete: operations['deletePropertiesSavedById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/properties/saved/note/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Write the note of a saved property */
    put: operations['putPropertiesSavedNoteById'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/properties/saved/get-note/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read the note of a saved property */
    get: operations['getPropertiesSavedGetNoteById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/properties/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read a property */
    get: operations['getPropertiesById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/properties/shared/{token}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read a property by the link of an e-mail */
    get: operations['getPropertiesSharedByToken'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/properties/{id}/photos/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List a property's photos */
    get: operations['getPropertiesByIdPhotos'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/properties/{id}/history/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A property's price and status history
     * @description Every change of list price and status seen (imports, feeds, demo data), newest first.
     */
    get: operations['getPropertiesByIdHistory'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/properties/{id}/placeholder.svg': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The picture shown for a property without photos */
    get: operations['getPropertiesByIdPlaceholderSvg'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/properties/lists/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List saved property lists (own, and shared with the team) */
    get: operations['getPropertiesLists'];
    put?: never;
    /** Make a saved property list */
    post: operations['postPropertiesLists'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/properties/lists/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read a saved property list */
    get: operations['getPropertiesListsById'];
    put?: never;
    post?: never;
    /**
     * Delete a saved property list (its saved properties stay saved)
     * @description Its owner, or an owner or account manager of the team it is shared with; another member: 403.
     */
    delete: operations['deletePropertiesListsById'];
    options?: never;
    head?: never;
    /**
     * Rename, share or unshare a saved property list
     * @description Its owner, or an owner or account manager of the team it is shared with; another member: 403.
     */
    patch: operations['patchPropertiesListsById'];
    trace?: never;
  };
  '/api/properties/lists/{id}/items/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A list's saved properties, with their notes and tags
     * @description Read-only to the team's members: notes and tags are changed by the list's owner on their saved properties.
     */
    get: operations['getPropertiesListsByIdItems'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/properties/lists/{id}/items/add/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Put saved properties in a list
     * @description The list's owner only, with their own saved properties (a saved property is in one list at most: it moves from another). 400 names property ids not saved.
     */
    post: operations['postPropertiesListsByIdItemsAdd'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/properties/lists/{id}/items/remove/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Take saved properties out of a list (they stay saved)
     * @description Its owner, or an owner or account manager of the team it is shared with; another member: 403.
     */
    post: operations['postPropertiesListsByIdItemsRemove'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/subscription/plans/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the plans */
    get: operations['getSubscriptionPlans'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/subscription/info/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read the signed-in user's subscription */
    get: operations['getSubscriptionInfo'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/subscription/trial/info/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read the free trial */
    get: operations['getSubscriptionTrialInfo'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/subscription/free_trial/subscribe/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start the free trial */
    post: operations['postSubscriptionFreeTrialSubscribe'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/subscription/update/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Switch the paid plan */
    post: operations['postSubscriptionUpdate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/subscription/checkout/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Open a checkout for a plan */
    get: operations['getSubscriptionCheckout'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/subscription/create-checkout-trial-upgrade/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Open a checkout that upgrades the free trial */
    post: operations['postSubscriptionCreateCheckoutTrialUpgrade'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/subscription/payment_method/add/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Open the page that adds a payment method */
    post: operations['postSubscriptionPaymentMethodAdd'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/subscription/manage/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Open the billing portal */
    get: operations['getSubscriptionManage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/subscription/webhook/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Receive a billing event
     * @description Stripe webhook events, verified by the Stripe-Signature header
     */
    post: operations['postSubscriptionWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/report/cost/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read what a report costs */
    get: operations['getReportCost'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/report/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List reports */
    get: operations['getReport'];
    put?: never;
    /** Generate a full property report */
    post: operations['postReport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/report/suggestions/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Suggest addresses to report on */
    get: operations['getReportSuggestions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/report/demo/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read the sample report */
    get: operations['getReportDemo'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/report/demo/pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download the sample report as a PDF */
    get: operations['getReportDemoPdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/report/shared/{token}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read a report by its share link */
    get: operations['getReportSharedByToken'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/report/shared/{token}/pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download a shared report as a PDF */
    get: operations['getReportSharedByTokenPdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/report/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read a full property report */
    get: operations['getReportById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/report/{id}/assumptions/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Recompute a report with new assumptions */
    put: operations['putReportByIdAssumptions'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/report/{id}/pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download a report as a PDF */
    get: operations['getReportByIdPdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/report/{id}/share/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Make a read-only link to a report, valid for the chosen days
     * @description The token is shown in this answer only. The link opens the report until it expires or is revoked.
     */
    get: operations['getReportByIdShare'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/report/{id}/shares/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List a report's share links */
    get: operations['getReportByIdShares'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/report/{id}/shares/{share_id}/revoke/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Revoke a share link: it opens nothing from now on */
    post: operations['postReportByIdSharesByShare_idRevoke'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/properties/viewed/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the properties viewed recently */
    get: operations['getPropertiesViewed'];
    put?: never;
    /** Record a view of a property */
    post: operations['postPropertiesViewed'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bugs/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Report a bug */
    post: operations['postBugs'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/keys/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List API keys */
    get: operations['getKeys'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/keys/generate/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Create an API key */
    get: operations['getKeysGenerate'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/keys/reveal/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Keys are shown only once */
    get: operations['getKeysReveal'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/keys/delete/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Delete an API key */
    get: operations['getKeysDelete'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/keys/{id}/origins/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Set the websites allowed to embed a key's widget */
    put: operations['putKeysByIdOrigins'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/keys/{id}/widget-credits/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Set the credit caps of a key's widget */
    put: operations['putKeysByIdWidgetCredits'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/keys/{id}/calls/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List an API key's calls */
    get: operations['getKeysByIdCalls'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/embed/session/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Open a session of the embeddable widget */
    post: operations['postEmbedSession'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/endpoints/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the developer API's endpoints */
    get: operations['getEndpoints'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/endpoints/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read an endpoint's documentation */
    get: operations['getEndpointsById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/templates/audit/report/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Check a website's installation of the widget */
    get: operations['getTemplatesAuditReport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/webhooks/event-types/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The event types an endpoint can subscribe to, with their labels */
    get: operations['getWebhooksEventTypes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/webhooks/endpoints/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List webhook endpoints */
    get: operations['getWebhooksEndpoints'];
    put?: never;
    /** Register a webhook endpoint (its signing secret is shown only in this answer) */
    post: operations['postWebhooksEndpoints'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/webhooks/endpoints/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One webhook endpoint */
    get: operations['getWebhooksEndpointsById'];
    put?: never;
    post?: never;
    /** Delete a webhook endpoint and its delivery log */
    delete: operations['deleteWebhooksEndpointsById'];
    options?: never;
    head?: never;
    /** Change a webhook endpoint's address, description or event types */
    patch: operations['patchWebhooksEndpointsById'];
    trace?: never;
  };
  '/api/webhooks/endpoints/{id}/test/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a webhook.test event to an endpoint now */
    post: operations['postWebhooksEndpointsByIdTest'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/webhooks/deliveries/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The webhook delivery log, newest first */
    get: operations['getWebhooksDeliveries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/webhooks/deliveries/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One webhook delivery with every try */
    get: operations['getWebhooksDeliveriesById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/webhooks/deliveries/{id}/replay/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a webhook delivery again now (same event, signed anew) */
    post: operations['postWebhooksDeliveriesByIdReplay'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Your notifications, newest first */
    get: operations['getNotifications'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications/unread-count/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How many of your notifications are unread (the bell polls it) */
    get: operations['getNotificationsUnreadCount'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications/{id}/read/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mark one notification read */
    post: operations['postNotificationsByIdRead'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications/read-all/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mark every notification read */
    post: operations['postNotificationsReadAll'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/feeds/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The listing feeds with their progress, counts and last error (the portal's operators only) */
    get: operations['getFeeds'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/feeds/{id}/sync/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Queue a sync of a feed now (the portal's operators only) */
    post: operations['postFeedsByIdSync'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /** @description The request was refused */
    ErrorAnswer: {
      /** @description Why the request was refused, in words a person reads. */
      detail: string;
      /** @description On 400: the messages of each field at fault. */
      errors?: {
        [key: string]: string[];
      };
    };
    /** @description Not enough credits, or a plan that does not allow this */
    PaymentRequiredAnswer: {
      /** @description Why the call cannot be paid for, in words a person reads. */
      error: string;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getHealth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            status: string;
            database: {
              status: 'ok' | 'unavailable';
              detail: string;
            };
            /** @description The read replica of DATABASE_READ_URL (null without one). Unavailable does not make the portal unhealthy: the primary answers searches and counts meanwhile. */
            read_replica: {
              status: 'ok' | 'unavailable';
              detail: string;
            } | null;
            identity: {
              status: 'ok' | 'unavailable';
              detail: string;
            };
            /** @description The demo listings this server seeds in the background after its first start; null when it seeds none. */
            demo_data: {
              status: 'loading' | 'ready' | 'failed';
              /** @description Demo listings written so far */
              loaded: number;
              /** @description Demo listings being seeded */
              total: number;
            } | null;
          };
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            status: string;
            database: {
              status: 'ok' | 'unavailable';
              detail: string;
            };
            /** @description The read replica of DATABASE_READ_URL (null without one). Unavailable does not make the portal unhealthy: the primary answers searches and counts meanwhile. */
            read_replica: {
              status: 'ok' | 'unavailable';
              detail: string;
            } | null;
            identity: {
              status: 'ok' | 'unavailable';
              detail: string;
            };
            /** @description The demo listings this server seeds in the background after its first start; null when it seeds none. */
            demo_data: {
              status: 'loading' | 'ready' | 'failed';
              /** @description Demo listings written so far */
              loaded: number;
              /** @description Demo listings being seeded */
              total: number;
            } | null;
          };
        };
      };
    };
  };
  getConfig: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            userPoolId: string;
            clientId: string;
            region: string;
            identityEndpoint: string | null;
            hostedDomain: string | null;
            /** @description The local mail catcher's web inbox, when it runs (no SMTP_URL) */
            mailInboxUrl: string | null;
            /** @description The MapLibre style the map draws (MAP_STYLE_URL); null: the offline basemap the client builds from us-atlas. */
            map_style_url: string | null;
            /** @description The demo listings this server seeds in the background after its first start; null when it seeds none. */
            demo_data: {
              status: 'loading' | 'ready' | 'failed';
              /** @description Demo listings written so far */
              loaded: number;
              /** @description Demo listings being seeded */
              total: number;
            } | null;
            passwordPolicy: {
              MinimumLength: number;
              RequireUppercase: boolean;
              RequireLowercase: boolean;
              RequireNumbers: boolean;
              RequireSymbols: boolean;
            };
          };
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  postUsersRegister: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** Format: email */
          email?: string;
          cognito_username: string;
          firstname: string;
          lastname: string;
          free_trial?: boolean;
          timezone?: string;
        };
        'application/json': {
          /** Format: email */
          email?: string;
          cognito_username: string;
          firstname: string;
          lastname: string;
          free_trial?: boolean;
          timezone?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            email: string;
            cognito_username: string;
            firstname: string;
            lastname: string;
            phone: string;
            company: string;
            free_trial: boolean;
            timezone: string;
            created_at: string;
          };
        };
      };
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            email: string;
            cognito_username: string;
            firstname: string;
            lastname: string;
            phone: string;
            company: string;
            free_trial: boolean;
            timezone: string;
            created_at: string;
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  postUsersSignIn: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Noted */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getUsersProfile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            email: string;
            cognito_username: string;
            firstname: string;
            lastname: string;
            phone: string;
            company: string;
            free_trial: boolean;
            timezone: string;
            created_at: string;
          };
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  putUsersUpdate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          firstname?: string;
          lastname?: string;
          phone?: string;
          company?: string;
          timezone?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            email: string;
            cognito_username: string;
            firstname: string;
            lastname: string;
            phone: string;
            company: string;
            free_trial: boolean;
            timezone: string;
            created_at: string;
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getCrmContacts: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        ordering?: string;
        id?: string;
        /** @description true: only the caller's own rows (automated e-mails take only those), not those shared with their team. */
        own?: boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            next: string | null;
            previous: string | null;
            results: {
              id: number;
              first_name: string;
              last_name: string;
              email: string;
              phone: string;
              company: string;
              role: string;
              tags: string[];
              notes: string;
              unsubscribed: boolean;
              unsubscribed_at: string | null;
              created_at: string;
              updated_at: string;
              /** @description Shared with the owner's team (false: private). */
              shared: boolean;
              /** @description Who made it (null once their account is deleted). */
              created_by: {
                id: number;
                /** @description Their name, or their e-mail without one */
                name: string;
              } | null;
              /** @description Who changed it last (null once their account is deleted). */
              updated_by: {
                id: number;
                /** @description Their name, or their e-mail without one */
                name: string;
              } | null;
              /** @description Whether the caller may change, unshare or delete it. */
              can_edit: boolean;
              /** @description Why the caller may not change or delete it (null when they may). */
              edit_refusal: string | (never | null);
            }[];
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  putCrmContacts: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          id: number;
          /** Format: email */
          email?: string;
          first_name?: string;
          last_name?: string;
          phone?: string;
          company?: string;
          role?: 'buyer' | 'seller' | 'agent' | 'lender' | 'investor' | 'other';
          tags?: string[];
          notes?: string;
          /** @description true: shared with the caller's team (every member reads the contact; its owner and the team's owners and account managers change it); false: private. 400 for a user without a team. */
          shared?: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            first_name: string;
            last_name: string;
            email: string;
            phone: string;
            company: string;
            role: string;
            tags: string[];
            notes: string;
            unsubscribed: boolean;
            unsubscribed_at: string | null;
            created_at: string;
            updated_at: string;
            /** @description Shared with the owner's team (false: private). */
            shared: boolean;
            /** @description Who made it (null once their account is deleted). */
            created_by: {
              id: number;
              /** @description Their name, or their e-mail without one */
              name: string;
            } | null;
            /** @description Who changed it last (null once their account is deleted). */
            updated_by: {
              id: number;
              /** @description Their name, or their e-mail without one */
              name: string;
            } | null;
            /** @description Whether the caller may change, unshare or delete it. */
            can_edit: boolean;
            /** @description Why the caller may not change or delete it (null when they may). */
            edit_refusal: string | (never | null);
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  postCrmContacts: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: email */
          email: string;
          first_name?: string;
          last_name?: string;
          phone?: string;
          company?: string;
          role?: 'buyer' | 'seller' | 'agent' | 'lender' | 'investor' | 'other';
          tags?: string[];
          notes?: string;
          /** @description true: shared with the caller's team (every member reads the contact; its owner and the team's owners and account managers change it); false: private. 400 for a user without a team. */
          shared?: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            first_name: string;
            last_name: string;
            email: string;
            phone: string;
            company: string;
            role: string;
            tags: string[];
            notes: string;
            unsubscribed: boolean;
            unsubscribed_at: string | null;
            created_at: string;
            updated_at: string;
            /** @description Shared with the owner's team (false: private). */
            shared: boolean;
            /** @description Who made it (null once their account is deleted). */
            created_by: {
              id: number;
              /** @description Their name, or their e-mail without one */
              name: string;
            } | null;
            /** @description Who changed it last (null once their account is deleted). */
            updated_by: {
              id: number;
              /** @description Their name, or their e-mail without one */
              name: string;
            } | null;
            /** @description Whether the caller may change, unshare or delete it. */
            can_edit: boolean;
            /** @description Why the caller may not change or delete it (null when they may). */
            edit_refusal: string | (never | null);
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  deleteCrmContacts: {
    parameters: {
      query: {
        contact_ids: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            deleted: number[];
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getCrmContactsSearch: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        ordering?: string;
        id?: string;
        keyword?: string;
        /** @description true: only the caller's own rows (automated e-mails take only those), not those shared with their team. */
        own?: boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            next: string | null;
            previous: string | null;
            results: {
              id: number;
              first_name: string;
              last_name: string;
              email: string;
              phone: string;
              company: string;
              role: string;
              tags: string[];
              notes: string;
              unsubscribed: boolean;
              unsubscribed_at: string | null;
              created_at: string;
              updated_at: string;
              /** @description Shared with the owner's team (false: private). */
              shared: boolean;
              /** @description Who made it (null once their account is deleted). */
              created_by: {
                id: number;
                /** @description Their name, or their e-mail without one */
                name: string;
              } | null;
              /** @description Who changed it last (null once their account is deleted). */
              updated_by: {
                id: number;
                /** @description Their name, or their e-mail without one */
                name: string;
              } | null;
              /** @description Whether the caller may change, unshare or delete it. */
              can_edit: boolean;
              /** @description Why the caller may not change or delete it (null when they may). */
              edit_refusal: string | (never | null);
            }[];
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  postCrmContactsImport: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /**
           * Format: binary
           * @description The CSV file: a header row, one of whose columns holds the email addresses. (text/csv)
           */
          file?: string;
          /** @description JSON: contact field → the column header that fills it, e.g. {"email": "Email Address", "first_name": "Given name"}. Without it, common headers are matched (Email, E-mail, Email Address, First Name, Surname, Mobile…). */
          mapping?: string;
          /** @description A group of yours that every new contact joins. */
          group_id?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            total_rows: number;
            created_count: number;
            created: number[];
            skipped: {
              line: number;
              email: string;
              reason: string;
            }[];
            errors: {
              line: number;
              detail: string;
              errors: {
                [key: string]: string[];
              };
            }[];
            /** @description How many contacts of the file, new or already in the list, joined the chosen group (0 without one). */
            group_added: number;
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getCrmGroups: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        ordering?: string;
        id?: string;
        /** @description true: only the caller's own rows (automated e-mails take only those), not those shared with their team. */
        own?: boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            next: string | null;
            previous: string | null;
            results: {
              id: number;
              name: string;
              description: string;
              /** @description Its contacts the caller reaches (their own and those shared with their team). */
              contact_count: number;
              created_at: string;
              updated_at: string;
              /** @description Shared with the owner's team (false: private). */
              shared: boolean;
              /** @description Who made it (null once their account is deleted). */
              created_by: {
                id: number;
                /** @description Their name, or their e-mail without one */
                name: string;
              } | null;
              /** @description Who changed it last (null once their account is deleted). */
              updated_by: {
                id: number;
                /** @description Their name, or their e-mail without one */
                name: string;
              } | null;
              /** @description Whether the caller may change, unshare or delete it. */
              can_edit: boolean;
              /** @description Why the caller may not change or delete it (null when they may). */
              edit_refusal: string | (never | null);
            }[];
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  putCrmGroups: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          id: number;
          name?: string;
          description?: string;
          /** @description true: shared with the caller's team (every member reads the group; its owner and the team's owners and account managers change it); false: private. 400 for a user without a team. */
          shared?: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            name: string;
            description: string;
            /** @description Its contacts the caller reaches (their own and those shared with their team). */
            contact_count: number;
            created_at: string;
            updated_at: string;
            /** @description Shared with the owner's team (false: private). */
            shared: boolean;
            /** @description Who made it (null once their account is deleted). */
            created_by: {
              id: number;
              /** @description Their name, or their e-mail without one */
              name: string;
            } | null;
            /** @description Who changed it last (null once their account is deleted). */
            updated_by: {
              id: number;
              /** @description Their name, or their e-mail without one */
              name: string;
            } | null;
            /** @description Whether the caller may change, unshare or delete it. */
            can_edit: boolean;
            /** @description Why the caller may not change or delete it (null when they may). */
            edit_refusal: string | (never | null);
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  postCrmGroups: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          description?: string;
          contact_ids?: number[];
          /** @description true: shared with the caller's team (every member reads the group; its owner and the team's owners and account managers change it); false: private. 400 for a user without a team. */
          shared?: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            name: string;
            description: string;
            /** @description Its contacts the caller reaches (their own and those shared with their team). */
            contact_count: number;
            created_at: string;
            updated_at: string;
            /** @description Shared with the owner's team (false: private). */
            shared: boolean;
            /** @description Who made it (null once their account is deleted). */
            created_by: {
              id: number;
              /** @description Their name, or their e-mail without one */
              name: string;
            } | null;
            /** @description Who changed it last (null once their account is deleted). */
            updated_by: {
              id: number;
              /** @description Their name, or their e-mail without one */
              name: string;
            } | null;
            /** @description Whether the caller may change, unshare or delete it. */
            can_edit: boolean;
            /** @description Why the caller may not change or delete it (null when they may). */
            edit_refusal: string | (never | null);
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  deleteCrmGroups: {
    parameters: {
      query: {
        group_ids: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            deleted: number[];
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getCrmGroupsSimplified: {
    parameters: {
      query?: {
        /** @description true: only the caller's own groups (automated e-mails take only those), not those shared with their team. */
        own?: boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            name: string;
            contact_count: number;
          }[];
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getCrmGroupsByIdContacts: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        ordering?: string;
        id?: string;
        keyword?: string;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            next: string | null;
            previous: string | null;
            results: {
              id: number;
              first_name: string;
              last_name: string;
              email: string;
              phone: string;
              company: string;
              role: string;
              tags: string[];
              notes: string;
              unsubscribed: boolean;
              unsubscribed_at: string | null;
              created_at: string;
              updated_at: string;
            }[];
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getCrmGroupsByIdContactsNotin: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        ordering?: string;
        id?: string;
        keyword?: string;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            next: string | null;
            previous: string | null;
            results: {
              id: number;
              first_name: string;
              last_name: string;
              email: string;
              phone: string;
              company: string;
              role: string;
              tags: string[];
              notes: string;
              unsubscribed: boolean;
              unsubscribed_at: string | null;
              created_at: string;
              updated_at: string;
            }[];
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getCrmGroupsByIdContactsSearch: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        ordering?: string;
        id?: string;
        keyword?: string;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            next: string | null;
            previous: string | null;
            results: {
              id: number;
              first_name: string;
              last_name: string;
              email: string;
              phone: string;
              company: string;
              role: string;
              tags: string[];
              notes: string;
              unsubscribed: boolean;
              unsubscribed_at: string | null;
              created_at: string;
              updated_at: string;
            }[];
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getCrmGroupsByIdContactsNotinSearch: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        ordering?: string;
        id?: string;
        keyword?: string;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            next: string | null;
            previous: string | null;
            results: {
              id: number;
              first_name: string;
              last_name: string;
              email: string;
              phone: string;
              company: string;
              role: string;
              tags: string[];
              notes: string;
              unsubscribed: boolean;
              unsubscribed_at: string | null;
              created_at: string;
              updated_at: string;
            }[];
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  postCrmGroupsByIdContactsAdd: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          contact_ids: number[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            group_id: number;
            contact_count: number;
            added?: number[];
            removed?: number[];
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  postCrmGroupsByIdContactsRemove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          contact_ids: number[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            group_id: number;
            contact_count: number;
            added?: number[];
            removed?: number[];
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  postTeams: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            name: string;
            created_at: string;
            /** @description owner: billing, members, everything; account_manager: members and their usage, no billing; member: own work */
            role: 'owner' | 'account_manager' | 'member';
            members: {
              user_id: number;
              email: string;
              firstname: string;
              lastname: string;
              /** @description owner: billing, members, everything; account_manager: members and their usage, no billing; member: own work */
              role: 'owner' | 'account_manager' | 'member';
              joined_at: string;
              /** @description The most credits the member may spend from the team a calendar month (UTC); null: no cap */
              credit_cap: number | null;
              /** @description Credits the member spent from the team's pool this calendar month (UTC), net of refunds; null when the caller may not read it (a member sees only their own) */
              credits_this_month: number | null;
            }[];
            /** @description Members the team's plan allows (members and open invitations counted) */
            seats: number;
            /** @description Members plus open invitations */
            seats_used: number;
            /** @description The team's credit pool: its billing owner's balance, which every member spends from */
            balance: number;
            /** @description The owner whose subscription and credits are the team's (they cannot leave the team) */
            billing_user_id: number | null;
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getTeamsCurrent: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            name: string;
            created_at: string;
            /** @description owner: billing, members, everything; account_manager: members and their usage, no billing; member: own work */
            role: 'owner' | 'account_manager' | 'member';
            members: {
              user_id: number;
              email: string;
              firstname: string;
              lastname: string;
              /** @description owner: billing, members, everything; account_manager: members and their usage, no billing; member: own work */
              role: 'owner' | 'account_manager' | 'member';
              joined_at: string;
              /** @description The most credits the member may spend from the team a calendar month (UTC); null: no cap */
              credit_cap: number | null;
              /** @description Credits the member spent from the team's pool this calendar month (UTC), net of refunds; null when the caller may not read it (a member sees only their own) */
              credits_this_month: number | null;
            }[];
            /** @description Members the team's plan allows (members and open invitations counted) */
            seats: number;
            /** @description Members plus open invitations */
            seats_used: number;
            /** @description The team's credit pool: its billing owner's balance, which every member spends from */
            balance: number;
            /** @description The owner whose subscription and credits are the team's (they cannot leave the team) */
            billing_user_id: number | null;
          };
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  patchTeamsCurrent: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            name: string;
            created_at: string;
            /** @description owner: billing, members, everything; account_manager: members and their usage, no billing; member: own work */
            role: 'owner' | 'account_manager' | 'member';
            members: {
              user_id: number;
              email: string;
              firstname: string;
              lastname: string;
              /** @description owner: billing, members, everything; account_manager: members and their usage, no billing; member: own work */
              role: 'owner' | 'account_manager' | 'member';
              joined_at: string;
              /** @description The most credits the member may spend from the team a calendar month (UTC); null: no cap */
              credit_cap: number | null;
              /** @description Credits the member spent from the team's pool this calendar month (UTC), net of refunds; null when the caller may not read it (a member sees only their own) */
              credits_this_month: number | null;
            }[];
            /** @description Members the team's plan allows (members and open invitations counted) */
            seats: number;
            /** @description Members plus open invitations */
            seats_used: number;
            /** @description The team's credit pool: its billing owner's balance, which every member spends from */
            balance: number;
            /** @description The owner whose subscription and credits are the team's (they cannot leave the team) */
            billing_user_id: number | null;
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getTeamsCurrentInvitations: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            next: string | null;
            previous: string | null;
            results: {
              id: number;
              email: string;
              /** @description owner: billing, members, everything; account_manager: members and their usage, no billing; member: own work */
              role: 'owner' | 'account_manager' | 'member';
              status: 'pending' | 'accepted' | 'expired';
              invited_by: number | null;
              created_at: string;
              expires_at: string;
              accepted_at: string | null;
            }[];
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  postTeamsCurrentInvitations: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: email */
          email: string;
          /** @description owner: billing, members, everything; account_manager: members and their usage, no billing; member: own work */
          role?: 'owner' | 'account_manager' | 'member';
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            email: string;
            /** @description owner: billing, members, everything; account_manager: members and their usage, no billing; member: own work */
            role: 'owner' | 'account_manager' | 'member';
            status: 'pending' | 'accepted' | 'expired';
            invited_by: number | null;
            created_at: string;
            expires_at: string;
            accepted_at: string | null;
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not enough credits */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaymentRequiredAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  deleteTeamsCurrentInvitationsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Withdrawn */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  postTeamsInvitationsAccept: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            name: string;
            created_at: string;
            /** @description owner: billing, members, everything; account_manager: members and their usage, no billing; member: own work */
            role: 'owner' | 'account_manager' | 'member';
            members: {
              user_id: number;
              email: string;
              firstname: string;
              lastname: string;
              /** @description owner: billing, members, everything; account_manager: members and their usage, no billing; member: own work */
              role: 'owner' | 'account_manager' | 'member';
              joined_at: string;
              /** @description The most credits the member may spend from the team a calendar month (UTC); null: no cap */
              credit_cap: number | null;
              /** @description Credits the member spent from the team's pool this calendar month (UTC), net of refunds; null when the caller may not read it (a member sees only their own) */
              credits_this_month: number | null;
            }[];
            /** @description Members the team's plan allows (members and open invitations counted) */
            seats: number;
            /** @description Members plus open invitations */
            seats_used: number;
            /** @description The team's credit pool: its billing owner's balance, which every member spends from */
            balance: number;
            /** @description The owner whose subscription and credits are the team's (they cannot leave the team) */
            billing_user_id: number | null;
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No longer available */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  deleteTeamsCurrentMembersByUserId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        userId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Removed */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  patchTeamsCurrentMembersByUserId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        userId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description owner: billing, members, everything; account_manager: members and their usage, no billing; member: own work */
          role?: 'owner' | 'account_manager' | 'member';
          /** @description The most credits the member may spend from the team a calendar month (UTC); null removes the cap */
          credit_cap?: number | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            user_id: number;
            email: string;
            firstname: string;
            lastname: string;
            /** @description owner: billing, members, everything; account_manager: members and their usage, no billing; member: own work */
            role: 'owner' | 'account_manager' | 'member';
            joined_at: string;
            /** @description The most credits the member may spend from the team a calendar month (UTC); null: no cap */
            credit_cap: number | null;
            /** @description Credits the member spent from the team's pool this calendar month (UTC), net of refunds; null when the caller may not read it (a member sees only their own) */
            credits_this_month: number | null;
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  putTeamsCurrentBilling: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description The owner who pays for the team from now on */
          user_id: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            name: string;
            created_at: string;
            /** @description owner: billing, members, everything; account_manager: members and their usage, no billing; member: own work */
            role: 'owner' | 'account_manager' | 'member';
            members: {
              user_id: number;
              email: string;
              firstname: string;
              lastname: string;
              /** @description owner: billing, members, everything; account_manager: members and their usage, no billing; member: own work */
              role: 'owner' | 'account_manager' | 'member';
              joined_at: string;
              /** @description The most credits the member may spend from the team a calendar month (UTC); null: no cap */
              credit_cap: number | null;
              /** @description Credits the member spent from the team's pool this calendar month (UTC), net of refunds; null when the caller may not read it (a member sees only their own) */
              credits_this_month: number | null;
            }[];
            /** @description Members the team's plan allows (members and open invitations counted) */
            seats: number;
            /** @description Members plus open invitations */
            seats_used: number;
            /** @description The team's credit pool: its billing owner's balance, which every member spends from */
            balance: number;
            /** @description The owner whose subscription and credits are the team's (they cannot leave the team) */
            billing_user_id: number | null;
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getTeamsCurrentAudit: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        /** @description One event, e.g. member.invited */
        event?: string;
        /** @description A member (users.id): events they did or that were about them */
        member?: number;
        /** @description First day (UTC), inclusive */
        from?: string;
        /** @description Last day (UTC), inclusive */
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            next: string | null;
            previous: string | null;
            results: {
              id: number;
              event: string;
              actor_id: number | null;
              actor_email: string | null;
              subject: string;
              subject_user_id: number | null;
              detail: {
                [key: string]: unknown;
              };
              created_at: string;
            }[];
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getTeamsCurrentUsage: {
    parameters: {
      query?: {
        /** @description First day (the caller's time zone), inclusive; default the first of this month */
        from?: string;
        /** @description Last day (the caller's time zone), inclusive; default the last of this month */
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
            /** @description The caller's time zone the days are counted in */
            time_zone: string;
            /** @description The team's credits used over the range, net of refunds */
            used: number;
            /** @description Every current member, with their range's totals (zero when idle) */
            members: {
              user_id: number;
              email: string;
              firstname: string;
              lastname: string;
              /** @description owner: billing, members, everything; account_manager: members and their usage, no billing; member: own work */
              role: 'owner' | 'account_manager' | 'member';
              /** @description Credits spent on searches */
              searches: number;
              /** @description Credits spent on downloads */
              downloads: number;
              /** @description Credits spent on property reports */
              reports: number;
              /** @description Credits spent through the developer API */
              api_calls: number;
              /** @description Credits given back */
              refunds: number;
              /** @description Credits used over the range, net of refunds (as the usage dashboard counts them) */
              used: number;
            }[];
            /** @description Credits per day and member, only days a member spent or was refunded credits */
            days: {
              /** Format: date */
              date: string;
              user_id: number;
              /** @description Credits spent on searches */
              searches: number;
              /** @description Credits spent on downloads */
              downloads: number;
              /** @description Credits spent on property reports */
              reports: number;
              /** @description Credits spent through the developer API */
              api_calls: number;
              /** @description Credits given back */
              refunds: number;
            }[];
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getTeamsCurrentLedger: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        /** @description One member (users.id) */
        member?: number;
        /** @description First day (the caller's time zone), inclusive */
        from?: string;
        /** @description Last day (the caller's time zone), inclusive */
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            next: string | null;
            previous: string | null;
            results: {
              id: number;
              /** @description ISO time */
              created_at: string;
              /**
               * @description search, download, report, api, grant, refund, transfer
               * @enum {string}
               */
              kind: 'search' | 'download' | 'report' | 'api' | 'grant' | 'refund' | 'transfer';
              /** @description Signed: negative for what was spent, positive for credits given (grant, refund). */
              credits: number;
              description: string;
              link: string | null;
              user_id: number;
              /** @description The member's e-mail */
              email: string;
            }[];
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getTeamsCurrentLedgerCsv: {
    parameters: {
      query?: {
        /** @description One member (users.id) */
        member?: number;
        /** @description First day (the caller's time zone), inclusive */
        from?: string;
        /** @description Last day (the caller's time zone), inclusive */
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The credit ledger, newest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getTeamsCurrentDownloads: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        /** @description One member (users.id) */
        member?: number;
        /** @description First day (the caller's time zone), inclusive */
        from?: string;
        /** @description Last day (the caller's time zone), inclusive */
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            next: string | null;
            previous: string | null;
            results: {
              id: number;
              /** @description ISO time */
              created_at: string;
              user_id: number;
              email: string;
              name: string;
              /** @description excel, pdf, csv or json */
              file_type: string;
              /** @description The format in words (Excel, PDF, CSV, JSON). */
              format: string;
              row_count: number;
              credits_charged: number;
              /** @description building, ready or failed */
              status: string;
              /** @description The search in words. */
              criteria: string[];
            }[];
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getTeamsCurrentDownloadsCsv: {
    parameters: {
      query?: {
        /** @description One member (users.id) */
        member?: number;
        /** @description First day (the caller's time zone), inclusive */
        from?: string;
        /** @description Last day (the caller's time zone), inclusive */
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The downloads, newest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getTeamsCurrentEmailLogs: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        /** @description One member (users.id) */
        member?: number;
        /** @description First day (the caller's time zone), inclusive */
        from?: string;
        /** @description Last day (the caller's time zone), inclusive */
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            next: string | null;
            previous: string | null;
            results: {
              id: number;
              /** @description ISO time */
              created_at: string;
              user_id: number;
              /** @description The member's e-mail address. */
              email: string;
              email_name: string;
              recipient: string;
              subject: string;
              status: string;
              /** @description The status in words. */
              status_label: string;
              listing_count: number;
            }[];
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getTeamsCurrentEmailLogsCsv: {
    parameters: {
      query?: {
        /** @description One member (users.id) */
        member?: number;
        /** @description First day (the caller's time zone), inclusive */
        from?: string;
        /** @description Last day (the caller's time zone), inclusive */
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The automated e-mail log, newest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getTeamsCurrentApiCalls: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        /** @description One member (users.id) */
        member?: number;
        /** @description First day (the caller's time zone), inclusive */
        from?: string;
        /** @description Last day (the caller's time zone), inclusive */
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            next: string | null;
            previous: string | null;
            results: {
              id: number;
              /** @description ISO time of the call */
              created_at: string;
              user_id: number;
              email: string;
              key_name: string;
              key_prefix: string;
              method: string;
              route: string;
              /** @description HTTP status answered */
              status: number;
              credits: number;
              duration_ms: number;
              /** @description API key or Website widget */
              via_label: string;
            }[];
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getTeamsCurrentApiCallsCsv: {
    parameters: {
      query?: {
        /** @description One member (users.id) */
        member?: number;
        /** @description First day (the caller's time zone), inclusive */
        from?: string;
        /** @description Last day (the caller's time zone), inclusive */
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The API calls, newest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getTeamsCurrentAuditCsv: {
    parameters: {
      query?: {
        /** @description One event, e.g. member.invited */
        event?: string;
        /** @description A member (users.id): events they did or that were about them */
        member?: number;
        /** @description First day (UTC), inclusive */
        from?: string;
        /** @description Last day (UTC), inclusive */
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The audit events, newest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getDeals: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        ordering?: string;
        id?: string;
        /** @description One stage key or several, comma-separated */
        stage?: string;
        /** @description The owner (users.id) */
        owner?: number;
        /** @description A property tag: deals whose listing is a saved property carrying it */
        tag?: number;
        /** @description Words in the title or the address */
        search?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            next: string | null;
            previous: string | null;
            results: {
              id: number;
              title: string;
              /** @description The listing's id */
              property_id: string;
              address: string;
              city: string;
              state: string;
              /** @description A stage key: lead, contacted, offer_made, under_contract, closed_won or closed_lost */
              stage: 'lead' | 'contacted' | 'offer_made' | 'under_contract' | 'closed_won' | 'closed_lost';
              stage_label: string;
              offer_cents: number | null;
              expected_close_date: string | null;
              owner_id: number | null;
              owner_email: string | null;
              /** @description The team the deal belongs to; null for a private deal */
              team_id: number | null;
              contact_ids: number[];
              contacts: {
                id: number;
                name: string;
                email: string;
              }[];
              /** @description Tags on saved properties of the deal's listing */
              tags: {
                id: number;
                name: string;
              }[];
              open_task_count: number;
              analysis: {
                source: 'report' | 'listing';
                report_id: number | null;
                list_price: number | null;
                arv: number | null;
                value_gap: number | null;
                value_gap_pct: number | null;
              };
              created_by_email: string | null;
              updated_by_email: string | null;
              created_at: string;
              updated_at: string;
            }[];
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  postDeals: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description The listing's id (a saved property's property_id) */
          property_id: number;
          title?: string;
          /** @description A stage key: lead, contacted, offer_made, under_contract, closed_won or closed_lost */
          stage?: 'lead' | 'contacted' | 'offer_made' | 'under_contract' | 'closed_won' | 'closed_lost';
          /** @description US cents */
          offer_cents?: number | null;
          /**
           * Format: date
           * @description A day, YYYY-MM-DD
           */
          expected_close_date?: string | null;
          contact_ids?: number[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            title: string;
            /** @description The listing's id */
            property_id: string;
            address: string;
            city: string;
            state: string;
            /** @description A stage key: lead, contacted, offer_made, under_contract, closed_won or closed_lost */
            stage: 'lead' | 'contacted' | 'offer_made' | 'under_contract' | 'closed_won' | 'closed_lost';
            stage_label: string;
            offer_cents: number | null;
            expected_close_date: string | null;
            owner_id: number | null;
            owner_email: string | null;
            /** @description The team the deal belongs to; null for a private deal */
            team_id: number | null;
            contact_ids: number[];
            contacts: {
              id: number;
              name: string;
              email: string;
            }[];
            /** @description Tags on saved properties of the deal's listing */
            tags: {
              id: number;
              name: string;
            }[];
            open_task_count: number;
            analysis: {
              source: 'report' | 'listing';
              report_id: number | null;
              list_price: number | null;
              arv: number | null;
              value_gap: number | null;
              value_gap_pct: number | null;
            };
            created_by_email: string | null;
            updated_by_email: string | null;
            created_at: string;
            updated_at: string;
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  deleteDeals: {
    parameters: {
      query: {
        deal_ids: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            deleted: number[];
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getDealsStages: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description A stage key: lead, contacted, offer_made, under_contract, closed_won or closed_lost */
            key: 'lead' | 'contacted' | 'offer_made' | 'under_contract' | 'closed_won' | 'closed_lost';
            label: string;
            default_label: string;
            position: number;
          }[];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  patchDealsStages: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description A stage key: lead, contacted, offer_made, under_contract, closed_won or closed_lost */
          key: 'lead' | 'contacted' | 'offer_made' | 'under_contract' | 'closed_won' | 'closed_lost';
          label: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description A stage key: lead, contacted, offer_made, under_contract, closed_won or closed_lost */
            key: 'lead' | 'contacted' | 'offer_made' | 'under_contract' | 'closed_won' | 'closed_lost';
            label: string;
            default_label: string;
            position: number;
          }[];
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getDealsTags: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            name: string;
            property_count: number;
          }[];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  postDealsTags: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            name: string;
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  deleteDealsTags: {
    parameters: {
      query: {
        tag_ids: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            deleted: number[];
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getDealsSavedPropertiesByPropertyIdTags: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The saved property's property_id */
        propertyId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            name: string;
          }[];
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  putDealsSavedPropertiesByPropertyIdTags: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The saved property's property_id */
        propertyId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          tag_ids: number[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            name: string;
          }[];
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getDealsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            title: string;
            /** @description The listing's id */
            property_id: string;
            address: string;
            city: string;
            state: string;
            /** @description A stage key: lead, contacted, offer_made, under_contract, closed_won or closed_lost */
            stage: 'lead' | 'contacted' | 'offer_made' | 'under_contract' | 'closed_won' | 'closed_lost';
            stage_label: string;
            offer_cents: number | null;
            expected_close_date: string | null;
            owner_id: number | null;
            owner_email: string | null;
            /** @description The team the deal belongs to; null for a private deal */
            team_id: number | null;
            contact_ids: number[];
            contacts: {
              id: number;
              name: string;
              email: string;
            }[];
            /** @description Tags on saved properties of the deal's listing */
            tags: {
              id: number;
              name: string;
            }[];
            open_task_count: number;
            analysis: {
              source: 'report' | 'listing';
              report_id: number | null;
              list_price: number | null;
              arv: number | null;
              value_gap: number | null;
              value_gap_pct: number | null;
            };
            created_by_email: string | null;
            updated_by_email: string | null;
            created_at: string;
            updated_at: string;
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  deleteDealsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  patchDealsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title?: string;
          /** @description A stage key: lead, contacted, offer_made, under_contract, closed_won or closed_lost */
          stage?: 'lead' | 'contacted' | 'offer_made' | 'under_contract' | 'closed_won' | 'closed_lost';
          /** @description US cents */
          offer_cents?: number | null;
          /**
           * Format: date
           * @description A day, YYYY-MM-DD
           */
          expected_close_date?: string | null;
          contact_ids?: number[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            title: string;
            /** @description The listing's id */
            property_id: string;
            address: string;
            city: string;
            state: string;
            /** @description A stage key: lead, contacted, offer_made, under_contract, closed_won or closed_lost */
            stage: 'lead' | 'contacted' | 'offer_made' | 'under_contract' | 'closed_won' | 'closed_lost';
            stage_label: string;
            offer_cents: number | null;
            expected_close_date: string | null;
            owner_id: number | null;
            owner_email: string | null;
            /** @description The team the deal belongs to; null for a private deal */
            team_id: number | null;
            contact_ids: number[];
            contacts: {
              id: number;
              name: string;
              email: string;
            }[];
            /** @description Tags on saved properties of the deal's listing */
            tags: {
              id: number;
              name: string;
            }[];
            open_task_count: number;
            analysis: {
              source: 'report' | 'listing';
              report_id: number | null;
              list_price: number | null;
              arv: number | null;
              value_gap: number | null;
              value_gap_pct: number | null;
            };
            created_by_email: string | null;
            updated_by_email: string | null;
            created_at: string;
            updated_at: string;
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getDealsByIdTasks: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            next: string | null;
            previous: string | null;
            results: {
              id: number;
              deal_id: number;
              title: string;
              due_date: string | null;
              assignee_id: number | null;
              assignee_email: string | null;
              done: boolean;
              done_at: string | null;
              created_at: string;
            }[];
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  postDealsByIdTasks: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title: string;
          /**
           * Format: date
           * @description A day, YYYY-MM-DD
           */
          due_date?: string | null;
          /** @description A member of the deal’s team (or its owner); default the caller */
          assignee_id?: number | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            deal_id: number;
            title: string;
            due_date: string | null;
            assignee_id: number | null;
            assignee_email: string | null;
            done: boolean;
            done_at: string | null;
            created_at: string;
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  deleteDealsByIdTasksByTaskId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        taskId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  patchDealsByIdTasksByTaskId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        taskId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title?: string;
          /**
           * Format: date
           * @description A day, YYYY-MM-DD
           */
          due_date?: string | null;
          assignee_id?: number | null;
          done?: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            deal_id: number;
            title: string;
            due_date: string | null;
            assignee_id: number | null;
            assignee_email: string | null;
            done: boolean;
            done_at: string | null;
            created_at: string;
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getDealsByIdNotes: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            next: string | null;
            previous: string | null;
            results: {
              /** @description The note (its first version’s id) */
              id: number;
              deal_id: number;
              /** @description The latest version */
              body: string;
              version: number;
              author_id: number | null;
              author_email: string | null;
              edited_by_email: string | null;
              created_at: string;
              updated_at: string;
            }[];
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  postDealsByIdNotes: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          body: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The note (its first version’s id) */
            id: number;
            deal_id: number;
            /** @description The latest version */
            body: string;
            version: number;
            author_id: number | null;
            author_email: string | null;
            edited_by_email: string | null;
            created_at: string;
            updated_at: string;
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  patchDealsByIdNotesByNoteId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        noteId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          body: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The note (its first version’s id) */
            id: number;
            deal_id: number;
            /** @description The latest version */
            body: string;
            version: number;
            author_id: number | null;
            author_email: string | null;
            edited_by_email: string | null;
            created_at: string;
            updated_at: string;
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getDealsByIdNotesByNoteIdVersions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        noteId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            version: number;
            body: string;
            author_email: string | null;
            created_at: string;
          }[];
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getAutomationEmails: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        ordering?: string;
        id?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            next: string | null;
            previous: string | null;
            results: {
              id: number;
              name: string;
              saved_search_id: number | null;
              saved_search_name: string | null;
              subject: string;
              body: string;
              schedule: string;
              send_hour: number;
              send_weekday: number;
              timezone: string | null;
              effective_timezone: string;
              status: string;
              group_count: number;
              contact_count: number;
              /** @description Distinct contacts reached through groups and direct picks */
              recipient_count: number;
              last_run_at: string;
              next_run_at: string;
              created_at: string;
              updated_at: string;
              /** @description Shared with the owner's team (false: private). */
              shared: boolean;
              /** @description Who made it (null once their account is deleted). */
              created_by: {
                id: number;
                /** @description Their name, or their e-mail without one */
                name: string;
              } | null;
              /** @description Who changed it last (null once their account is deleted). */
              updated_by: {
                id: number;
                /** @description Their name, or their e-mail without one */
                name: string;
              } | null;
              /** @description Whether the caller may change, pause, send, unshare or delete it. */
              can_edit: boolean;
              /** @description Why the caller may not change, pause, send or delete it (null when they may). */
              edit_refusal: string | null;
            }[];
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  putAutomationEmails: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          id: number;
          name?: string;
          saved_search_id?: number;
          /** @description May use {{placeholders}} */
          subject?: string;
          /** @description Plain text; may use {{placeholders}} */
          body?: string;
          /** @description instant: mailed as soon as new matches appear (checked every minute); daily/weekly: at send_hour in the time zone */
          schedule?: 'instant' | 'daily' | 'weekly';
          send_hour?: number;
          /** @description 0 = Sunday … 6 = Saturday (weekly) */
          send_weekday?: number;
          /** @description IANA zone; null follows the user's */
          timezone?: string | null;
          status?: 'active' | 'paused';
          /** @description true: shared with the caller's team (every member reads it; its owner and the team's owners and account managers change, pause, send and delete it; it still mails its owner's recipients, as its owner); false: private. 400 for a user without a team. */
          shared?: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            name: string;
            saved_search_id: number | null;
            saved_search_name: string | null;
            subject: string;
            body: string;
            schedule: string;
            send_hour: number;
            send_weekday: number;
            timezone: string | null;
            effective_timezone: string;
            status: string;
            group_count: number;
            contact_count: number;
            /** @description Distinct contacts reached through groups and direct picks */
            recipient_count: number;
            last_run_at: string;
            next_run_at: string;
            created_at: string;
            updated_at: string;
            /** @description Shared with the owner's team (false: private). */
            shared: boolean;
            /** @description Who made it (null once their account is deleted). */
            created_by: {
              id: number;
              /** @description Their name, or their e-mail without one */
              name: string;
            } | null;
            /** @description Who changed it last (null once their account is deleted). */
            updated_by: {
              id: number;
              /** @description Their name, or their e-mail without one */
              name: string;
            } | null;
            /** @description Whether the caller may change, pause, send, unshare or delete it. */
            can_edit: boolean;
            /** @description Why the caller may not change, pause, send or delete it (null when they may). */
            edit_refusal: string | null;
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  postAutomationEmails: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          saved_search_id: number;
          /** @description May use {{placeholders}} */
          subject: string;
          /** @description Plain text; may use {{placeholders}} */
          body: string;
          /** @description instant: mailed as soon as new matches appear (checked every minute); daily/weekly: at send_hour in the time zone */
          schedule: 'instant' | 'daily' | 'weekly';
          send_hour?: number;
          /** @description 0 = Sunday … 6 = Saturday (weekly) */
          send_weekday?: number;
          /** @description IANA zone; null follows the user's */
          timezone?: string | null;
          status?: 'active' | 'paused';
          group_ids?: number[];
          contact_ids?: number[];
          /** @description true: shared with the caller's team (every member reads it; its owner and the team's owners and account managers change, pause, send and delete it; it still mails its owner's recipients, as its owner); false: private. 400 for a user without a team. */
          shared?: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            name: string;
            saved_search_id: number | null;
            saved_search_name: string | null;
            subject: string;
            body: string;
            schedule: string;
            send_hour: number;
            send_weekday: number;
            timezone: string | null;
            effective_timezone: string;
            status: string;
            group_count: number;
            contact_count: number;
            /** @description Distinct contacts reached through groups and direct picks */
            recipient_count: number;
            last_run_at: string;
            next_run_at: string;
            created_at: string;
            updated_at: string;
            /** @description Shared with the owner's team (false: private). */
            shared: boolean;
            /** @description Who made it (null once their account is deleted). */
            created_by: {
              id: number;
              /** @description Their name, or their e-mail without one */
              name: string;
            } | null;
            /** @description Who changed it last (null once their account is deleted). */
            updated_by: {
              id: number;
              /** @description Their name, or their e-mail without one */
              name: string;
            } | null;
            /** @description Whether the caller may change, pause, send, unshare or delete it. */
            can_edit: boolean;
            /** @description Why the caller may not change, pause, send or delete it (null when they may). */
            edit_refusal: string | null;
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  deleteAutomationEmails: {
    parameters: {
      query: {
        email_ids: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            deleted: number[];
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  postAutomationEmailsByIdStatusChange: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    /** @description Omit status to toggle */
    requestBody: {
      content: {
        'application/json': {
          status?: 'active' | 'paused';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            name: string;
            saved_search_id: number | null;
            saved_search_name: string | null;
            subject: string;
            body: string;
            schedule: string;
            send_hour: number;
            send_weekday: number;
            timezone: string | null;
            effective_timezone: string;
            status: string;
            group_count: number;
            contact_count: number;
            /** @description Distinct contacts reached through groups and direct picks */
            recipient_count: number;
            last_run_at: string;
            next_run_at: string;
            created_at: string;
            updated_at: string;
            /** @description Shared with the owner's team (false: private). */
            shared: boolean;
            /** @description Who made it (null once their account is deleted). */
            created_by: {
              id: number;
              /** @description Their name, or their e-mail without one */
              name: string;
            } | null;
            /** @description Who changed it last (null once their account is deleted). */
            updated_by: {
              id: number;
              /** @description Their name, or their e-mail without one */
              name: string;
            } | null;
            /** @description Whether the caller may change, pause, send, unshare or delete it. */
            can_edit: boolean;
            /** @description Why the caller may not change, pause, send or delete it (null when they may). */
            edit_refusal: string | null;
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getAutomationEmailsByIdGroups: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        ordering?: string;
        id?: string;
        keyword?: string;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            next: string | null;
            previous: string | null;
            results: {
              id: number;
              name: string;
              description: string;
              contact_count: number;
              created_at: string;
              updated_at: string;
            }[];
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getAutomationEmailsByIdGroupsNotin: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        ordering?: string;
        id?: string;
        keyword?: string;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            next: string | null;
            previous: string | null;
            results: {
              id: number;
              name: string;
              description: string;
              contact_count: number;
              created_at: string;
              updated_at: string;
            }[];
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getAutomationEmailsByIdGroupsSearch: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        ordering?: string;
        id?: string;
        keyword?: string;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            next: string | null;
            previous: string | null;
            results: {
              id: number;
              name: string;
              description: string;
              contact_count: number;
              created_at: string;
              updated_at: string;
            }[];
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getAutomationEmailsByIdGroupsNotinSearch: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        ordering?: string;
        id?: string;
        keyword?: string;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            next: string | null;
            previous: string | null;
            results: {
              id: number;
              name: string;
              description: string;
              contact_count: number;
              created_at: string;
              updated_at: string;
            }[];
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getAutomationEmailsByIdContacts: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        ordering?: string;
        id?: string;
        keyword?: string;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            next: string | null;
            previous: string | null;
            results: {
              id: number;
              first_name: string;
              last_name: string;
              email: string;
              phone: string;
              company: string;
              role: string;
              tags: string[];
              notes: string;
              unsubscribed: boolean;
              unsubscribed_at: string | null;
              created_at: string;
              updated_at: string;
            }[];
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getAutomationEmailsByIdContactsNotin: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        ordering?: string;
        id?: string;
        keyword?: string;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            next: string | null;
            previous: string | null;
            results: {
              id: number;
              first_name: string;
              last_name: string;
              email: string;
              phone: string;
              company: string;
              role: string;
              tags: string[];
              notes: string;
              unsubscribed: boolean;
              unsubscribed_at: string | null;
              created_at: string;
              updated_at: string;
            }[];
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getAutomationEmailsByIdContactsSearch: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        ordering?: string;
        id?: string;
        keyword?: string;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            next: string | null;
            previous: string | null;
            results: {
              id: number;
              first_name: string;
              last_name: string;
              email: string;
              phone: string;
              company: string;
              role: string;
              tags: string[];
              notes: string;
              unsubscribed: boolean;
              unsubscribed_at: string | null;
              created_at: string;
              updated_at: string;
            }[];
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getAutomationEmailsByIdContactsNotinSearch: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        ordering?: string;
        id?: string;
        keyword?: string;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            next: string | null;
            previous: string | null;
            results: {
              id: number;
              first_name: string;
              last_name: string;
              email: string;
              phone: string;
              company: string;
              role: string;
              tags: string[];
              notes: string;
              unsubscribed: boolean;
              unsubscribed_at: string | null;
              created_at: string;
              updated_at: string;
            }[];
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  postAutomationEmailsByIdGroupsAdd: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          group_ids: number[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            automated_email_id: number;
            recipient_count: number;
            added?: number[];
            removed?: number[];
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  postAutomationEmailsByIdGroupsRemove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          group_ids: number[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            automated_email_id: number;
            recipient_count: number;
            added?: number[];
            removed?: number[];
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  postAutomationEmailsByIdContactsAdd: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          contact_ids: number[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            automated_email_id: number;
            recipient_count: number;
            added?: number[];
            removed?: number[];
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  postAutomationEmailsByIdContactsRemove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          contact_ids: number[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            automated_email_id: number;
            recipient_count: number;
            added?: number[];
            removed?: number[];
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getAutomationEmailsLogs: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        ordering?: string;
        id?: string;
        email_id?: number;
        status?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            next: string | null;
            previous: string | null;
            results: {
              id: number;
              automated_email_id: number | null;
              email_name: string;
              run_id: number | null;
              contact_id: number | null;
              recipient: string;
              subject: string;
              /** @description sent | failed | skipped_unsubscribed | no_new_listings | no_recipients */
              status: string;
              error: string | null;
              attempts: number;
              listing_count: number;
              test: boolean;
              created_at: string;
            }[];
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  postAutomationEmailsByIdSendNow: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description Fill the placeholders with this contact's details */
          contact_id?: number;
          /** @description Send the test to that contact's address instead of the account's own (a preview for a client) */
          to_contact?: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            run_id: number;
            outbox_id: number;
            to: string;
            listing_count: number;
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getSearchesProperties: {
    parameters: {
      query?: {
        /** @description Places: a city ("Austin, TX"), a ZIP code, a county ("Travis County, TX") or a state. Also taken as text with several places separated by ";", or as a JSON list of {name} / {text} objects. Required unless a geometry is drawn. */
        location?: string[];
        /** @description A drawn area: a GeoJSON Polygon (one closed ring of 4 to 1,001 points) or a circle (radius_miles 0.05..100); in a query string, that object as JSON text (at most 64 KB). With it, location is optional. */
        geometry?:
          | {
              /** @enum {string} */
              type: 'Polygon';
              /** @description One closed ring (the last point repeats the first), not crossing the antimeridian. */
              coordinates: number[][][];
            }
          | {
              /** @enum {string} */
              type: 'Circle';
              /** @description [longitude, latitude] in degrees (-180..180, -90..90); a third number, an altitude, is ignored. */
              center: number[];
              radius_miles: number;
            };
        /** @description Listing statuses (default for_sale; also active, closed, off). Comma-separated in a query string. */
        status?: ('for_sale' | 'pending' | 'sold' | 'off_market')[];
        /** @description Most days on market (cumulative over relists); the spec sends it as text, which is taken. A whole number from 0 to 36,500. */
        dom?: number;
        /** @description Standard or auction listings (spec section 3), or RESO property types (Residential, ResidentialIncome, Land…). Comma-separated in a query string. */
        property_type?: (
          | 'standard'
          | 'auction'
          | 'Residential'
          | 'ResidentialIncome'
          | 'ResidentialLease'
          | 'Land'
          | 'Farm'
          | 'ManufacturedInPark'
          | 'CommercialSale'
          | 'CommercialLease'
          | 'BusinessOpportunity'
        )[];
        /** @description RESO property subtypes. Comma-separated in a query string. */
        property_subtype?: (
          | 'SingleFamilyResidence'
          | 'Condominium'
          | 'Townhouse'
          | 'Duplex'
          | 'Triplex'
          | 'Quadruplex'
          | 'ManufacturedHome'
          | 'UnimprovedLand'
        )[];
        /** @description RESO special listing conditions (any of them). Comma-separated in a query string. */
        special_listing_conditions?: string[];
        /** @description Sort field; a leading "-" sorts descending. Default: investment potential (auction lists: auction date). */
        sort_by?:
          | 'list_price'
          | 'price'
          | 'arv'
          | 'value_gap'
          | 'value_gap_pct'
          | 'lp_arv'
          | 'dom'
          | 'days_on_market'
          | 'bedrooms'
          | 'beds'
          | 'bathrooms'
          | 'baths'
          | 'living_area'
          | 'sqft'
          | 'year_built'
          | 'rehab_estimate'
          | 'rent_estimate'
          | 'condition'
          | 'investment_potential'
          | 'first_seen_at'
          | 'newest'
          | 'close_date'
          | 'auction_date'
          | '-list_price'
          | '-price'
          | '-arv'
          | '-value_gap'
          | '-value_gap_pct'
          | '-lp_arv'
          | '-dom'
          | '-days_on_market'
          | '-bedrooms'
          | '-beds'
          | '-bathrooms'
          | '-baths'
          | '-living_area'
          | '-sqft'
          | '-year_built'
          | '-rehab_estimate'
          | '-rent_estimate'
          | '-condition'
          | '-investment_potential'
          | '-first_seen_at'
          | '-newest'
          | '-close_date'
          | '-auction_date';
        /** @description Auctions versus standard listings (spec section 3). */
        listingType?: 'standard' | 'auction';
        /** @description true: auctions only; false: standard listings only. */
        is_auction?: boolean;
        /** @description Lowest list price, dollars. A number from 0 to 10,000,000,000. */
        price_min?: number;
        /** @description Highest list price, dollars. A number from 0 to 10,000,000,000. */
        price_max?: number;
        /** @description Fewest bedrooms. A whole number from 0 to 100. */
        beds_min?: number;
        /** @description Fewest bathrooms. A number from 0 to 100. */
        baths_min?: number;
        /** @description Smallest living area, sq ft. A whole number from 0 to 10,000,000. */
        sqft_min?: number;
        /** @description Largest living area, sq ft. A whole number from 0 to 10,000,000. */
        sqft_max?: number;
        /** @description Built in or after. A whole number from 0 to 2,100. */
        year_built_min?: number;
        /** @description Built in or before. A whole number from 0 to 2,100. */
        year_built_max?: number;
        /** @description Investment potential levels. Comma-separated in a query string. */
        investment_potential?: ('Excellent' | 'High' | 'Medium' | 'Low')[];
        /** @description Condition levels. Comma-separated in a query string. */
        condition?: ('Excellent' | 'Good' | 'Fair' | 'Poor' | 'Very Poor')[];
        /** @description Smallest value gap, % of ARV. A number from 0 to 10,000,000,000. */
        value_gap_min?: number;
        /** @description Highest list price / ARV ratio (0.7 = 70%). A number from 0 to 1,000. */
        lp_arv_max?: number;
        /** @description Auctions on or after this day (YYYY-MM-DD, a UTC day). Auction searches only. */
        auction_date_from?: string;
        /** @description Auctions on or before this day (YYYY-MM-DD, a UTC day). Auction searches only. */
        auction_date_to?: string;
        /** @description Lowest opening bid, dollars. Auction searches only. A number from 0 to 10,000,000,000. */
        opening_bid_min?: number;
        /** @description Highest opening bid, dollars. Auction searches only. A number from 0 to 10,000,000,000. */
        opening_bid_max?: number;
        /** @description Auction sale types (trustee, sheriff, tax deed, online, live; any of them). Auction searches only. Comma-separated in a query string. */
        auction_type?: ('Trustee Sale' | 'Sheriff Sale' | 'Tax Deed' | 'Online' | 'Live')[];
        /** @description Auction statuses (scheduled, postponed, cancelled, sold, reverted_to_lender; any of them). Auction searches only. Comma-separated in a query string. */
        auction_status?: ('scheduled' | 'postponed' | 'cancelled' | 'sold' | 'reverted_to_lender')[];
        /** @description Smallest last price drop, % of the price before it (the listing's most recent price cut). A number from 0 to 100. */
        price_drop_pct_min?: number;
        /** @description The last price drop happened within this many days. A whole number from 1 to 3,650. */
        price_drop_within_days?: number;
        /** @description The status (StandardStatus) changed within this many days. A whole number from 1 to 3,650. */
        status_changed_within_days?: number;
        /** @description true: listings back for sale after pending or off market; false: the others. */
        back_on_market?: boolean;
        /** @description Property records: true, the owner's mailing address is not the property's (absentee owner); false: the others. */
        absentee_owner?: boolean;
        /** @description Property records: true, the owner lives there; false: the others. */
        owner_occupied?: boolean;
        /** @description Property records: smallest estimated equity, % of the market value. A number from 0 to 100. */
        equity_pct_min?: number;
        /** @description Property records: largest estimated equity, % of the market value. A number from 0 to 100. */
        equity_pct_max?: number;
        /** @description Property records: owned for at least this many whole years since the last sale. A whole number from 0 to 200. */
        years_owned_min?: number;
        /** @description Property records: true, the property tax is delinquent; false: the others. */
        tax_delinquent?: boolean;
        /** @description Property records: true, in pre-foreclosure (any stage); false: the others. */
        preforeclosure?: boolean;
        /** @description Property records: distress flags (any of them): preforeclosure, lis_pendens, tax_default, probate, vacant. Comma-separated in a query string. */
        distress?: ('preforeclosure' | 'lis_pendens' | 'tax_default' | 'probate' | 'vacant')[];
        page?: number;
        page_size?: number;
        /** @description The saved search being run: recorded as its last run. */
        saved_search_id?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            next: string | null;
            previous: string | null;
            results: {
              id: string;
              listing_key: string;
              address: string;
              city: string;
              state: string;
              postal_code: string;
              county: string;
              latitude: number | null;
              longitude: number | null;
              property_type: string;
              property_subtype: string | null;
              status: string;
              standard_status: string;
              special_listing_conditions: string[];
              is_auction: boolean;
              auction_date: string | null;
              auction_opening_bid: number | null;
              auction_type: string | null;
              auction_venue: string | null;
              /**
               * @description Where the auction stands: scheduled, postponed (moved to the date given), cancelled, sold (to a bidder at the auction) or reverted_to_lender; null for standard listings and auctions whose data gives none.
               * @enum {string|null}
               */
              auction_status: 'scheduled' | 'postponed' | 'cancelled' | 'sold' | 'reverted_to_lender' | null;
              list_price: number;
              original_list_price: number | null;
              close_price: number | null;
              close_date: string | null;
              on_market_date: string | null;
              days_on_market: number | null;
              cumulative_days_on_market: number | null;
              bedrooms: number | null;
              bathrooms: number | null;
              living_area: number | null;
              lot_size_sqft: number | null;
              year_built: number | null;
              arv: number | null;
              arv_confidence: number | null;
              value_gap: number | null;
              value_gap_pct: number | null;
              lp_arv: number | null;
              rehab_estimate: number | null;
              rent_estimate: number | null;
              condition: string | null;
              investment_potential: string | null;
              thumbnail_url: string;
              has_photos: boolean;
              is_demo: boolean;
              is_saved: boolean;
              /** @description Owners from the public record, separated by "; ". */
              owner_names?: string | null;
              owner_mailing_address?: string | null;
              owner_mailing_city?: string | null;
              owner_mailing_state?: string | null;
              owner_mailing_zip?: string | null;
              absentee_owner?: boolean | null;
              owner_occupied?: boolean | null;
              /** @description Whole years since the last sale. */
              years_owned?: number | null;
              last_sale_price?: number | null;
              last_sale_date?: string | null;
              /** @description Recorded loans amortised to estimated_on. */
              open_mortgage_balance?: number | null;
              estimated_equity?: number | null;
              /** @description Estimated equity, % of the market value. */
              equity_pct?: number | null;
              /** @description Open mortgage balance ÷ market value (0.8 = 80%). */
              ltv?: number | null;
              tax_delinquent?: boolean | null;
              preforeclosure_stage?: string | null;
              distress_flags?: string[] | null;
              /** @description "Demo owner data" (generated for the demo listings) or "Public records". */
              owner_data?: string | null;
            }[];
          } & {
            credits_charged: number;
            credits_remaining: number;
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not enough credits */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaymentRequiredAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getPropertiesAuctionList: {
    parameters: {
      query?: {
        /** @description Places: a city ("Austin, TX"), a ZIP code, a county ("Travis County, TX") or a state. Also taken as text with several places separated by ";", or as a JSON list of {name} / {text} objects. Required unless a geometry is drawn. */
        location?: string[];
        /** @description A drawn area: a GeoJSON Polygon (one closed ring of 4 to 1,001 points) or a circle (radius_miles 0.05..100); in a query string, that object as JSON text (at most 64 KB). With it, location is optional. */
        geometry?:
          | {
              /** @enum {string} */
              type: 'Polygon';
              /** @description One closed ring (the last point repeats the first), not crossing the antimeridian. */
              coordinates: number[][][];
            }
          | {
              /** @enum {string} */
              type: 'Circle';
              /** @description [longitude, latitude] in degrees (-180..180, -90..90); a third number, an altitude, is ignored. */
              center: number[];
              radius_miles: number;
            };
        /** @description Listing statuses (default for_sale; also active, closed, off). Comma-separated in a query string. */
        status?: ('for_sale' | 'pending' | 'sold' | 'off_market')[];
        /** @description Most days on market (cumulative over relists); the spec sends it as text, which is taken. A whole number from 0 to 36,500. */
        dom?: number;
        /** @description Standard or auction listings (spec section 3), or RESO property types (Residential, ResidentialIncome, Land…). Comma-separated in a query string. */
        property_type?: (
          | 'standard'
          | 'auction'
          | 'Residential'
          | 'ResidentialIncome'
          | 'ResidentialLease'
          | 'Land'
          | 'Farm'
          | 'ManufacturedInPark'
          | 'CommercialSale'
          | 'CommercialLease'
          | 'BusinessOpportunity'
        )[];
        /** @description RESO property subtypes. Comma-separated in a query string. */
        property_subtype?: (
          | 'SingleFamilyResidence'
          | 'Condominium'
          | 'Townhouse'
          | 'Duplex'
          | 'Triplex'
          | 'Quadruplex'
          | 'ManufacturedHome'
          | 'UnimprovedLand'
        )[];
        /** @description RESO special listing conditions (any of them). Comma-separated in a query string. */
        special_listing_conditions?: string[];
        /** @description Sort field; a leading "-" sorts descending. Default: investment potential (auction lists: auction date). */
        sort_by?:
          | 'list_price'
          | 'price'
          | 'arv'
          | 'value_gap'
          | 'value_gap_pct'
          | 'lp_arv'
          | 'dom'
          | 'days_on_market'
          | 'bedrooms'
          | 'beds'
          | 'bathrooms'
          | 'baths'
          | 'living_area'
          | 'sqft'
          | 'year_built'
          | 'rehab_estimate'
          | 'rent_estimate'
          | 'condition'
          | 'investment_potential'
          | 'first_seen_at'
          | 'newest'
          | 'close_date'
          | 'auction_date'
          | '-list_price'
          | '-price'
          | '-arv'
          | '-value_gap'
          | '-value_gap_pct'
          | '-lp_arv'
          | '-dom'
          | '-days_on_market'
          | '-bedrooms'
          | '-beds'
          | '-bathrooms'
          | '-baths'
          | '-living_area'
          | '-sqft'
          | '-year_built'
          | '-rehab_estimate'
          | '-rent_estimate'
          | '-condition'
          | '-investment_potential'
          | '-first_seen_at'
          | '-newest'
          | '-close_date'
          | '-auction_date';
        /** @description Auctions versus standard listings (spec section 3). */
        listingType?: 'standard' | 'auction';
        /** @description true: auctions only; false: standard listings only. */
        is_auction?: boolean;
        /** @description Lowest list price, dollars. A number from 0 to 10,000,000,000. */
        price_min?: number;
        /** @description Highest list price, dollars. A number from 0 to 10,000,000,000. */
        price_max?: number;
        /** @description Fewest bedrooms. A whole number from 0 to 100. */
        beds_min?: number;
        /** @description Fewest bathrooms. A number from 0 to 100. */
        baths_min?: number;
        /** @description Smallest living area, sq ft. A whole number from 0 to 10,000,000. */
        sqft_min?: number;
        /** @description Largest living area, sq ft. A whole number from 0 to 10,000,000. */
        sqft_max?: number;
        /** @description Built in or after. A whole number from 0 to 2,100. */
        year_built_min?: number;
        /** @description Built in or before. A whole number from 0 to 2,100. */
        year_built_max?: number;
        /** @description Investment potential levels. Comma-separated in a query string. */
        investment_potential?: ('Excellent' | 'High' | 'Medium' | 'Low')[];
        /** @description Condition levels. Comma-separated in a query string. */
        condition?: ('Excellent' | 'Good' | 'Fair' | 'Poor' | 'Very Poor')[];
        /** @description Smallest value gap, % of ARV. A number from 0 to 10,000,000,000. */
        value_gap_min?: number;
        /** @description Highest list price / ARV ratio (0.7 = 70%). A number from 0 to 1,000. */
        lp_arv_max?: number;
        /** @description Auctions on or after this day (YYYY-MM-DD, a UTC day). Auction searches only. */
        auction_date_from?: string;
        /** @description Auctions on or before this day (YYYY-MM-DD, a UTC day). Auction searches only. */
        auction_date_to?: string;
        /** @description Lowest opening bid, dollars. Auction searches only. A number from 0 to 10,000,000,000. */
        opening_bid_min?: number;
        /** @description Highest opening bid, dollars. Auction searches only. A number from 0 to 10,000,000,000. */
        opening_bid_max?: number;
        /** @description Auction sale types (trustee, sheriff, tax deed, online, live; any of them). Auction searches only. Comma-separated in a query string. */
        auction_type?: ('Trustee Sale' | 'Sheriff Sale' | 'Tax Deed' | 'Online' | 'Live')[];
        /** @description Auction statuses (scheduled, postponed, cancelled, sold, reverted_to_lender; any of them). Auction searches only. Comma-separated in a query string. */
        auction_status?: ('scheduled' | 'postponed' | 'cancelled' | 'sold' | 'reverted_to_lender')[];
        /** @description Smallest last price drop, % of the price before it (the listing's most recent price cut). A number from 0 to 100. */
        price_drop_pct_min?: number;
        /** @description The last price drop happened within this many days. A whole number from 1 to 3,650. */
        price_drop_within_days?: number;
        /** @description The status (StandardStatus) changed within this many days. A whole number from 1 to 3,650. */
        status_changed_within_days?: number;
        /** @description true: listings back for sale after pending or off market; false: the others. */
        back_on_market?: boolean;
        /** @description Property records: true, the owner's mailing address is not the property's (absentee owner); false: the others. */
        absentee_owner?: boolean;
        /** @description Property records: true, the owner lives there; false: the others. */
        owner_occupied?: boolean;
        /** @description Property records: smallest estimated equity, % of the market value. A number from 0 to 100. */
        equity_pct_min?: number;
        /** @description Property records: largest estimated equity, % of the market value. A number from 0 to 100. */
        equity_pct_max?: number;
        /** @description Property records: owned for at least this many whole years since the last sale. A whole number from 0 to 200. */
        years_owned_min?: number;
        /** @description Property records: true, the property tax is delinquent; false: the others. */
        tax_delinquent?: boolean;
        /** @description Property records: true, in pre-foreclosure (any stage); false: the others. */
        preforeclosure?: boolean;
        /** @description Property records: distress flags (any of them): preforeclosure, lis_pendens, tax_default, probate, vacant. Comma-separated in a query string. */
        distress?: ('preforeclosure' | 'lis_pendens' | 'tax_default' | 'probate' | 'vacant')[];
        page?: number;
        page_size?: number;
        /** @description The saved search being run: recorded as its last run. */
        saved_search_id?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            next: string | null;
            previous: string | null;
            results: {
              id: string;
              listing_key: string;
              address: string;
              city: string;
              state: string;
              postal_code: string;
              county: string;
              latitude: number | null;
              longitude: number | null;
              property_type: string;
              property_subtype: string | null;
              status: string;
              standard_status: string;
              special_listing_conditions: string[];
              is_auction: boolean;
              auction_date: string | null;
              auction_opening_bid: number | null;
              auction_type: string | null;
              auction_venue: string | null;
              /**
               * @description Where the auction stands: scheduled, postponed (moved to the date given), cancelled, sold (to a bidder at the auction) or reverted_to_lender; null for standard listings and auctions whose data gives none.
               * @enum {string|null}
               */
              auction_status: 'scheduled' | 'postponed' | 'cancelled' | 'sold' | 'reverted_to_lender' | null;
              list_price: number;
              original_list_price: number | null;
              close_price: number | null;
              close_date: string | null;
              on_market_date: string | null;
              days_on_market: number | null;
              cumulative_days_on_market: number | null;
              bedrooms: number | null;
              bathrooms: number | null;
              living_area: number | null;
              lot_size_sqft: number | null;
              year_built: number | null;
              arv: number | null;
              arv_confidence: number | null;
              value_gap: number | null;
              value_gap_pct: number | null;
              lp_arv: number | null;
              rehab_estimate: number | null;
              rent_estimate: number | null;
              condition: string | null;
              investment_potential: string | null;
              thumbnail_url: string;
              has_photos: boolean;
              is_demo: boolean;
              is_saved: boolean;
              /** @description Owners from the public record, separated by "; ". */
              owner_names?: string | null;
              owner_mailing_address?: string | null;
              owner_mailing_city?: string | null;
              owner_mailing_state?: string | null;
              owner_mailing_zip?: string | null;
              absentee_owner?: boolean | null;
              owner_occupied?: boolean | null;
              /** @description Whole years since the last sale. */
              years_owned?: number | null;
              last_sale_price?: number | null;
              last_sale_date?: string | null;
              /** @description Recorded loans amortised to estimated_on. */
              open_mortgage_balance?: number | null;
              estimated_equity?: number | null;
              /** @description Estimated equity, % of the market value. */
              equity_pct?: number | null;
              /** @description Open mortgage balance ÷ market value (0.8 = 80%). */
              ltv?: number | null;
              tax_delinquent?: boolean | null;
              preforeclosure_stage?: string | null;
              distress_flags?: string[] | null;
              /** @description "Demo owner data" (generated for the demo listings) or "Public records". */
              owner_data?: string | null;
            }[];
          } & {
            credits_charged: number;
            credits_remaining: number;
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not enough credits */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaymentRequiredAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getSearchesOffMarket: {
    parameters: {
      query?: {
        /** @description Places: a city ("Austin, TX"), a ZIP code, a county ("Travis County, TX") or a state. Also taken as text with several places separated by ";", or as a JSON list of {name} / {text} objects. Required unless a geometry is drawn. */
        location?: string[];
        /** @description Property records: true, the owner's mailing address is not the property's (absentee owner); false: the others. */
        absentee_owner?: boolean;
        /** @description Property records: true, the owner lives there; false: the others. */
        owner_occupied?: boolean;
        /** @description Property records: smallest estimated equity, % of the market value. A number from 0 to 100. */
        equity_pct_min?: number;
        /** @description Property records: largest estimated equity, % of the market value. A number from 0 to 100. */
        equity_pct_max?: number;
        /** @description Property records: owned for at least this many whole years since the last sale. A whole number from 0 to 200. */
        years_owned_min?: number;
        /** @description Property records: true, the property tax is delinquent; false: the others. */
        tax_delinquent?: boolean;
        /** @description Property records: true, in pre-foreclosure (any stage); false: the others. */
        preforeclosure?: boolean;
        /** @description Property records: distress flags (any of them): preforeclosure, lis_pendens, tax_default, probate, vacant. Comma-separated in a query string. */
        distress?: ('preforeclosure' | 'lis_pendens' | 'tax_default' | 'probate' | 'vacant')[];
        page?: number;
        page_size?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            next: string | null;
            previous: string | null;
            results: {
              /** @description The property record id. */
              id: string;
              address: string;
              city: string;
              state: string;
              postal_code: string;
              county: string;
              latitude: number | null;
              longitude: number | null;
              record: {
                parcel_number: string | null;
                owner_names: string[];
                mailing_address: string | null;
                mailing_city: string | null;
                mailing_state: string | null;
                mailing_postal_code: string | null;
                absentee: boolean;
                owner_occupied: boolean;
                last_sale_price: number | null;
                last_sale_date: string | null;
                years_owned: number | null;
                assessed_value: number | null;
                market_value: number | null;
                tax_amount: number | null;
                tax_delinquent: boolean;
                loans: {
                  amount: number;
                  rate_pct: number;
                  term_months: number;
                  recorded_on: string;
                }[];
                open_mortgage_balance: number | null;
                estimated_equity: number | null;
                equity_pct: number | null;
                ltv: number | null;
                estimated_on: string | null;
                preforeclosure_stage: string | null;
                preforeclosure_recorded_on: string | null;
                preforeclosure_sale_date: string | null;
                distress_flags: string[];
                /** @description "Demo owner data" or "Public records". */
                owner_data: string;
              };
            }[];
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  postSearchesPropertiesCount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description Places: a city ("Austin, TX"), a ZIP code, a county ("Travis County, TX") or a state. Also taken as text with several places separated by ";", or as a JSON list of {name} / {text} objects. Required unless a geometry is drawn. */
          location?: string[];
          /** @description A drawn area: a GeoJSON Polygon (one closed ring of 4 to 1,001 points) or a circle (radius_miles 0.05..100); in a query string, that object as JSON text (at most 64 KB). With it, location is optional. */
          geometry?:
            | {
                /** @enum {string} */
                type: 'Polygon';
                /** @description One closed ring (the last point repeats the first), not crossing the antimeridian. */
                coordinates: number[][][];
              }
            | {
                /** @enum {string} */
                type: 'Circle';
                /** @description [longitude, latitude] in degrees (-180..180, -90..90); a third number, an altitude, is ignored. */
                center: number[];
                radius_miles: number;
              };
          /** @description Listing statuses (default for_sale; also active, closed, off). Comma-separated in a query string. */
          status?: ('for_sale' | 'pending' | 'sold' | 'off_market')[];
          /** @description Most days on market (cumulative over relists); the spec sends it as text, which is taken. A whole number from 0 to 36,500. */
          dom?: number;
          /** @description Standard or auction listings (spec section 3), or RESO property types (Residential, ResidentialIncome, Land…). Comma-separated in a query string. */
          property_type?: (
            | 'standard'
            | 'auction'
            | 'Residential'
            | 'ResidentialIncome'
            | 'ResidentialLease'
            | 'Land'
            | 'Farm'
            | 'ManufacturedInPark'
            | 'CommercialSale'
            | 'CommercialLease'
            | 'BusinessOpportunity'
          )[];
          /** @description RESO property subtypes. Comma-separated in a query string. */
          property_subtype?: (
            | 'SingleFamilyResidence'
            | 'Condominium'
            | 'Townhouse'
            | 'Duplex'
            | 'Triplex'
            | 'Quadruplex'
            | 'ManufacturedHome'
            | 'UnimprovedLand'
          )[];
          /** @description RESO special listing conditions (any of them). Comma-separated in a query string. */
          special_listing_conditions?: string[];
          /**
           * @description Sort field; a leading "-" sorts descending. Default: investment potential (auction lists: auction date).
           * @enum {string}
           */
          sort_by?:
            | 'list_price'
            | 'price'
            | 'arv'
            | 'value_gap'
            | 'value_gap_pct'
            | 'lp_arv'
            | 'dom'
            | 'days_on_market'
            | 'bedrooms'
            | 'beds'
            | 'bathrooms'
            | 'baths'
            | 'living_area'
            | 'sqft'
            | 'year_built'
            | 'rehab_estimate'
            | 'rent_estimate'
            | 'condition'
            | 'investment_potential'
            | 'first_seen_at'
            | 'newest'
            | 'close_date'
            | 'auction_date'
            | '-list_price'
            | '-price'
            | '-arv'
            | '-value_gap'
            | '-value_gap_pct'
            | '-lp_arv'
            | '-dom'
            | '-days_on_market'
            | '-bedrooms'
            | '-beds'
            | '-bathrooms'
            | '-baths'
            | '-living_area'
            | '-sqft'
            | '-year_built'
            | '-rehab_estimate'
            | '-rent_estimate'
            | '-condition'
            | '-investment_potential'
            | '-first_seen_at'
            | '-newest'
            | '-close_date'
            | '-auction_date';
          /**
           * @description Auctions versus standard listings (spec section 3).
           * @enum {string}
           */
          listingType?: 'standard' | 'auction';
          /** @description true: auctions only; false: standard listings only. */
          is_auction?: boolean;
          /** @description Lowest list price, dollars. A number from 0 to 10,000,000,000. */
          price_min?: number;
          /** @description Highest list price, dollars. A number from 0 to 10,000,000,000. */
          price_max?: number;
          /** @description Fewest bedrooms. A whole number from 0 to 100. */
          beds_min?: number;
          /** @description Fewest bathrooms. A number from 0 to 100. */
          baths_min?: number;
          /** @description Smallest living area, sq ft. A whole number from 0 to 10,000,000. */
          sqft_min?: number;
          /** @description Largest living area, sq ft. A whole number from 0 to 10,000,000. */
          sqft_max?: number;
          /** @description Built in or after. A whole number from 0 to 2,100. */
          year_built_min?: number;
          /** @description Built in or before. A whole number from 0 to 2,100. */
          year_built_max?: number;
          /** @description Investment potential levels. Comma-separated in a query string. */
          investment_potential?: ('Excellent' | 'High' | 'Medium' | 'Low')[];
          /** @description Condition levels. Comma-separated in a query string. */
          condition?: ('Excellent' | 'Good' | 'Fair' | 'Poor' | 'Very Poor')[];
          /** @description Smallest value gap, % of ARV. A number from 0 to 10,000,000,000. */
          value_gap_min?: number;
          /** @description Highest list price / ARV ratio (0.7 = 70%). A number from 0 to 1,000. */
          lp_arv_max?: number;
          /**
           * Format: date
           * @description Auctions on or after this day (YYYY-MM-DD, a UTC day). Auction searches only.
           */
          auction_date_from?: string;
          /**
           * Format: date
           * @description Auctions on or before this day (YYYY-MM-DD, a UTC day). Auction searches only.
           */
          auction_date_to?: string;
          /** @description Lowest opening bid, dollars. Auction searches only. A number from 0 to 10,000,000,000. */
          opening_bid_min?: number;
          /** @description Highest opening bid, dollars. Auction searches only. A number from 0 to 10,000,000,000. */
          opening_bid_max?: number;
          /** @description Auction sale types (trustee, sheriff, tax deed, online, live; any of them). Auction searches only. Comma-separated in a query string. */
          auction_type?: ('Trustee Sale' | 'Sheriff Sale' | 'Tax Deed' | 'Online' | 'Live')[];
          /** @description Auction statuses (scheduled, postponed, cancelled, sold, reverted_to_lender; any of them). Auction searches only. Comma-separated in a query string. */
          auction_status?: ('scheduled' | 'postponed' | 'cancelled' | 'sold' | 'reverted_to_lender')[];
          /** @description Smallest last price drop, % of the price before it (the listing's most recent price cut). A number from 0 to 100. */
          price_drop_pct_min?: number;
          /** @description The last price drop happened within this many days. A whole number from 1 to 3,650. */
          price_drop_within_days?: number;
          /** @description The status (StandardStatus) changed within this many days. A whole number from 1 to 3,650. */
          status_changed_within_days?: number;
          /** @description true: listings back for sale after pending or off market; false: the others. */
          back_on_market?: boolean;
          /** @description Property records: true, the owner's mailing address is not the property's (absentee owner); false: the others. */
          absentee_owner?: boolean;
          /** @description Property records: true, the owner lives there; false: the others. */
          owner_occupied?: boolean;
          /** @description Property records: smallest estimated equity, % of the market value. A number from 0 to 100. */
          equity_pct_min?: number;
          /** @description Property records: largest estimated equity, % of the market value. A number from 0 to 100. */
          equity_pct_max?: number;
          /** @description Property records: owned for at least this many whole years since the last sale. A whole number from 0 to 200. */
          years_owned_min?: number;
          /** @description Property records: true, the property tax is delinquent; false: the others. */
          tax_delinquent?: boolean;
          /** @description Property records: true, in pre-foreclosure (any stage); false: the others. */
          preforeclosure?: boolean;
          /** @description Property records: distress flags (any of them): preforeclosure, lis_pendens, tax_default, probate, vacant. Comma-separated in a query string. */
          distress?: ('preforeclosure' | 'lis_pendens' | 'tax_default' | 'probate' | 'vacant')[];
          /** @description A search: location and filters. */
          query?: {
            /** @description Places: a city ("Austin, TX"), a ZIP code, a county ("Travis County, TX") or a state. Also taken as text with several places separated by ";", or as a JSON list of {name} / {text} objects. Required unless a geometry is drawn. */
            location?: string[];
            /** @description A drawn area: a GeoJSON Polygon (one closed ring of 4 to 1,001 points) or a circle (radius_miles 0.05..100); in a query string, that object as JSON text (at most 64 KB). With it, location is optional. */
            geometry?:
              | {
                  /** @enum {string} */
                  type: 'Polygon';
                  /** @description One closed ring (the last point repeats the first), not crossing the antimeridian. */
                  coordinates: number[][][];
                }
              | {
                  /** @enum {string} */
                  type: 'Circle';
                  /** @description [longitude, latitude] in degrees (-180..180, -90..90); a third number, an altitude, is ignored. */
                  center: number[];
                  radius_miles: number;
                };
            /** @description Listing statuses (default for_sale; also active, closed, off). Comma-separated in a query string. */
            status?: ('for_sale' | 'pending' | 'sold' | 'off_market')[];
            /** @description Most days on market (cumulative over relists); the spec sends it as text, which is taken. A whole number from 0 to 36,500. */
            dom?: number;
            /** @description Standard or auction listings (spec section 3), or RESO property types (Residential, ResidentialIncome, Land…). Comma-separated in a query string. */
            property_type?: (
              | 'standard'
              | 'auction'
              | 'Residential'
              | 'ResidentialIncome'
              | 'ResidentialLease'
              | 'Land'
              | 'Farm'
              | 'ManufacturedInPark'
              | 'CommercialSale'
              | 'CommercialLease'
              | 'BusinessOpportunity'
            )[];
            /** @description RESO property subtypes. Comma-separated in a query string. */
            property_subtype?: (
              | 'SingleFamilyResidence'
              | 'Condominium'
              | 'Townhouse'
              | 'Duplex'
              | 'Triplex'
              | 'Quadruplex'
              | 'ManufacturedHome'
              | 'UnimprovedLand'
            )[];
            /** @description RESO special listing conditions (any of them). Comma-separated in a query string. */
            special_listing_conditions?: string[];
            /**
             * @description Sort field; a leading "-" sorts descending. Default: investment potential (auction lists: auction date).
             * @enum {string}
             */
            sort_by?:
              | 'list_price'
              | 'price'
              | 'arv'
              | 'value_gap'
              | 'value_gap_pct'
              | 'lp_arv'
              | 'dom'
              | 'days_on_market'
              | 'bedrooms'
              | 'beds'
              | 'bathrooms'
              | 'baths'
              | 'living_area'
              | 'sqft'
              | 'year_built'
              | 'rehab_estimate'
              | 'rent_estimate'
              | 'condition'
              | 'investment_potential'
              | 'first_seen_at'
              | 'newest'
              | 'close_date'
              | 'auction_date'
              | '-list_price'
              | '-price'
              | '-arv'
              | '-value_gap'
              | '-value_gap_pct'
              | '-lp_arv'
              | '-dom'
              | '-days_on_market'
              | '-bedrooms'
              | '-beds'
              | '-bathrooms'
              | '-baths'
              | '-living_area'
              | '-sqft'
              | '-year_built'
              | '-rehab_estimate'
              | '-rent_estimate'
              | '-condition'
              | '-investment_potential'
              | '-first_seen_at'
              | '-newest'
              | '-close_date'
              | '-auction_date';
            /**
             * @description Auctions versus standard listings (spec section 3).
             * @enum {string}
             */
            listingType?: 'standard' | 'auction';
            /** @description true: auctions only; false: standard listings only. */
            is_auction?: boolean;
            /** @description Lowest list price, dollars. A number from 0 to 10,000,000,000. */
            price_min?: number;
            /** @description Highest list price, dollars. A number from 0 to 10,000,000,000. */
            price_max?: number;
            /** @description Fewest bedrooms. A whole number from 0 to 100. */
            beds_min?: number;
            /** @description Fewest bathrooms. A number from 0 to 100. */
            baths_min?: number;
            /** @description Smallest living area, sq ft. A whole number from 0 to 10,000,000. */
            sqft_min?: number;
            /** @description Largest living area, sq ft. A whole number from 0 to 10,000,000. */
            sqft_max?: number;
            /** @description Built in or after. A whole number from 0 to 2,100. */
            year_built_min?: number;
            /** @description Built in or before. A whole number from 0 to 2,100. */
            year_built_max?: number;
            /** @description Investment potential levels. Comma-separated in a query string. */
            investment_potential?: ('Excellent' | 'High' | 'Medium' | 'Low')[];
            /** @description Condition levels. Comma-separated in a query string. */
            condition?: ('Excellent' | 'Good' | 'Fair' | 'Poor' | 'Very Poor')[];
            /** @description Smallest value gap, % of ARV. A number from 0 to 10,000,000,000. */
            value_gap_min?: number;
            /** @description Highest list price / ARV ratio (0.7 = 70%). A number from 0 to 1,000. */
            lp_arv_max?: number;
            /**
             * Format: date
             * @description Auctions on or after this day (YYYY-MM-DD, a UTC day). Auction searches only.
             */
            auction_date_from?: string;
            /**
             * Format: date
             * @description Auctions on or before this day (YYYY-MM-DD, a UTC day). Auction searches only.
             */
            auction_date_to?: string;
            /** @description Lowest opening bid, dollars. Auction searches only. A number from 0 to 10,000,000,000. */
            opening_bid_min?: number;
            /** @description Highest opening bid, dollars. Auction searches only. A number from 0 to 10,000,000,000. */
            opening_bid_max?: number;
            /** @description Auction sale types (trustee, sheriff, tax deed, online, live; any of them). Auction searches only. Comma-separated in a query string. */
            auction_type?: ('Trustee Sale' | 'Sheriff Sale' | 'Tax Deed' | 'Online' | 'Live')[];
            /** @description Auction statuses (scheduled, postponed, cancelled, sold, reverted_to_lender; any of them). Auction searches only. Comma-separated in a query string. */
            auction_status?: ('scheduled' | 'postponed' | 'cancelled' | 'sold' | 'reverted_to_lender')[];
            /** @description Smallest last price drop, % of the price before it (the listing's most recent price cut). A number from 0 to 100. */
            price_drop_pct_min?: number;
            /** @description The last price drop happened within this many days. A whole number from 1 to 3,650. */
            price_drop_within_days?: number;
            /** @description The status (StandardStatus) changed within this many days. A whole number from 1 to 3,650. */
            status_changed_within_days?: number;
            /** @description true: listings back for sale after pending or off market; false: the others. */
            back_on_market?: boolean;
            /** @description Property records: true, the owner's mailing address is not the property's (absentee owner); false: the others. */
            absentee_owner?: boolean;
            /** @description Property records: true, the owner lives there; false: the others. */
            owner_occupied?: boolean;
            /** @description Property records: smallest estimated equity, % of the market value. A number from 0 to 100. */
            equity_pct_min?: number;
            /** @description Property records: largest estimated equity, % of the market value. A number from 0 to 100. */
            equity_pct_max?: number;
            /** @description Property records: owned for at least this many whole years since the last sale. A whole number from 0 to 200. */
            years_owned_min?: number;
            /** @description Property records: true, the property tax is delinquent; false: the others. */
            tax_delinquent?: boolean;
            /** @description Property records: true, in pre-foreclosure (any stage); false: the others. */
            preforeclosure?: boolean;
            /** @description Property records: distress flags (any of them): preforeclosure, lis_pendens, tax_default, probate, vacant. Comma-separated in a query string. */
            distress?: ('preforeclosure' | 'lis_pendens' | 'tax_default' | 'probate' | 'vacant')[];
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            /** @description Credits viewing this search costs: 0 when nothing matches or the filter set is already paid for. */
            credit_cost: number;
            /** @description When the filter set is paid for: until when its pages and sorts stay free (ISO time). */
            paid_until: string | null;
            credits_remaining: number;
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  postPropertiesAuctionCount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description Places: a city ("Austin, TX"), a ZIP code, a county ("Travis County, TX") or a state. Also taken as text with several places separated by ";", or as a JSON list of {name} / {text} objects. Required unless a geometry is drawn. */
          location?: string[];
          /** @description A drawn area: a GeoJSON Polygon (one closed ring of 4 to 1,001 points) or a circle (radius_miles 0.05..100); in a query string, that object as JSON text (at most 64 KB). With it, location is optional. */
          geometry?:
            | {
                /** @enum {string} */
                type: 'Polygon';
                /** @description One closed ring (the last point repeats the first), not crossing the antimeridian. */
                coordinates: number[][][];
              }
            | {
                /** @enum {string} */
                type: 'Circle';
                /** @description [longitude, latitude] in degrees (-180..180, -90..90); a third number, an altitude, is ignored. */
                center: number[];
                radius_miles: number;
              };
          /** @description Listing statuses (default for_sale; also active, closed, off). Comma-separated in a query string. */
          status?: ('for_sale' | 'pending' | 'sold' | 'off_market')[];
          /** @description Most days on market (cumulative over relists); the spec sends it as text, which is taken. A whole number from 0 to 36,500. */
          dom?: number;
          /** @description Standard or auction listings (spec section 3), or RESO property types (Residential, ResidentialIncome, Land…). Comma-separated in a query string. */
          property_type?: (
            | 'standard'
            | 'auction'
            | 'Residential'
            | 'ResidentialIncome'
            | 'ResidentialLease'
            | 'Land'
            | 'Farm'
            | 'ManufacturedInPark'
            | 'CommercialSale'
            | 'CommercialLease'
            | 'BusinessOpportunity'
          )[];
          /** @description RESO property subtypes. Comma-separated in a query string. */
          property_subtype?: (
            | 'SingleFamilyResidence'
            | 'Condominium'
            | 'Townhouse'
            | 'Duplex'
            | 'Triplex'
            | 'Quadruplex'
            | 'ManufacturedHome'
            | 'UnimprovedLand'
          )[];
          /** @description RESO special listing conditions (any of them). Comma-separated in a query string. */
          special_listing_conditions?: string[];
          /**
           * @description Sort field; a leading "-" sorts descending. Default: investment potential (auction lists: auction date).
           * @enum {string}
           */
          sort_by?:
            | 'list_price'
            | 'price'
            | 'arv'
            | 'value_gap'
            | 'value_gap_pct'
            | 'lp_arv'
            | 'dom'
            | 'days_on_market'
            | 'bedrooms'
            | 'beds'
            | 'bathrooms'
            | 'baths'
            | 'living_area'
            | 'sqft'
            | 'year_built'
            | 'rehab_estimate'
            | 'rent_estimate'
            | 'condition'
            | 'investment_potential'
            | 'first_seen_at'
            | 'newest'
            | 'close_date'
            | 'auction_date'
            | '-list_price'
            | '-price'
            | '-arv'
            | '-value_gap'
            | '-value_gap_pct'
            | '-lp_arv'
            | '-dom'
            | '-days_on_market'
            | '-bedrooms'
            | '-beds'
            | '-bathrooms'
            | '-baths'
            | '-living_area'
            | '-sqft'
            | '-year_built'
            | '-rehab_estimate'
            | '-rent_estimate'
            | '-condition'
            | '-investment_potential'
            | '-first_seen_at'
            | '-newest'
            | '-close_date'
            | '-auction_date';
          /**
           * @description Auctions versus standard listings (spec section 3).
           * @enum {string}
           */
          listingType?: 'standard' | 'auction';
          /** @description true: auctions only; false: standard listings only. */
          is_auction?: boolean;
          /** @description Lowest list price, dollars. A number from 0 to 10,000,000,000. */
          price_min?: number;
          /** @description Highest list price, dollars. A number from 0 to 10,000,000,000. */
          price_max?: number;
          /** @description Fewest bedrooms. A whole number from 0 to 100. */
          beds_min?: number;
          /** @description Fewest bathrooms. A number from 0 to 100. */
          baths_min?: number;
          /** @description Smallest living area, sq ft. A whole number from 0 to 10,000,000. */
          sqft_min?: number;
          /** @description Largest living area, sq ft. A whole number from 0 to 10,000,000. */
          sqft_max?: number;
          /** @description Built in or after. A whole number from 0 to 2,100. */
          year_built_min?: number;
          /** @description Built in or before. A whole number from 0 to 2,100. */
          year_built_max?: number;
          /** @description Investment potential levels. Comma-separated in a query string. */
          investment_potential?: ('Excellent' | 'High' | 'Medium' | 'Low')[];
          /** @description Condition levels. Comma-separated in a query string. */
          condition?: ('Excellent' | 'Good' | 'Fair' | 'Poor' | 'Very Poor')[];
          /** @description Smallest value gap, % of ARV. A number from 0 to 10,000,000,000. */
          value_gap_min?: number;
          /** @description Highest list price / ARV ratio (0.7 = 70%). A number from 0 to 1,000. */
          lp_arv_max?: number;
          /**
           * Format: date
           * @description Auctions on or after this day (YYYY-MM-DD, a UTC day). Auction searches only.
           */
          auction_date_from?: string;
          /**
           * Format: date
           * @description Auctions on or before this day (YYYY-MM-DD, a UTC day). Auction searches only.
           */
          auction_date_to?: string;
          /** @description Lowest opening bid, dollars. Auction searches only. A number from 0 to 10,000,000,000. */
          opening_bid_min?: number;
          /** @description Highest opening bid, dollars. Auction searches only. A number from 0 to 10,000,000,000. */
          opening_bid_max?: number;
          /** @description Auction sale types (trustee, sheriff, tax deed, online, live; any of them). Auction searches only. Comma-separated in a query string. */
          auction_type?: ('Trustee Sale' | 'Sheriff Sale' | 'Tax Deed' | 'Online' | 'Live')[];
          /** @description Auction statuses (scheduled, postponed, cancelled, sold, reverted_to_lender; any of them). Auction searches only. Comma-separated in a query string. */
          auction_status?: ('scheduled' | 'postponed' | 'cancelled' | 'sold' | 'reverted_to_lender')[];
          /** @description Smallest last price drop, % of the price before it (the listing's most recent price cut). A number from 0 to 100. */
          price_drop_pct_min?: number;
          /** @description The last price drop happened within this many days. A whole number from 1 to 3,650. */
          price_drop_within_days?: number;
          /** @description The status (StandardStatus) changed within this many days. A whole number from 1 to 3,650. */
          status_changed_within_days?: number;
          /** @description true: listings back for sale after pending or off market; false: the others. */
          back_on_market?: boolean;
          /** @description Property records: true, the owner's mailing address is not the property's (absentee owner); false: the others. */
          absentee_owner?: boolean;
          /** @description Property records: true, the owner lives there; false: the others. */
          owner_occupied?: boolean;
          /** @description Property records: smallest estimated equity, % of the market value. A number from 0 to 100. */
          equity_pct_min?: number;
          /** @description Property records: largest estimated equity, % of the market value. A number from 0 to 100. */
          equity_pct_max?: number;
          /** @description Property records: owned for at least this many whole years since the last sale. A whole number from 0 to 200. */
          years_owned_min?: number;
          /** @description Property records: true, the property tax is delinquent; false: the others. */
          tax_delinquent?: boolean;
          /** @description Property records: true, in pre-foreclosure (any stage); false: the others. */
          preforeclosure?: boolean;
          /** @description Property records: distress flags (any of them): preforeclosure, lis_pendens, tax_default, probate, vacant. Comma-separated in a query string. */
          distress?: ('preforeclosure' | 'lis_pendens' | 'tax_default' | 'probate' | 'vacant')[];
          /** @description A search: location and filters. */
          query?: {
            /** @description Places: a city ("Austin, TX"), a ZIP code, a county ("Travis County, TX") or a state. Also taken as text with several places separated by ";", or as a JSON list of {name} / {text} objects. Required unless a geometry is drawn. */
            location?: string[];
            /** @description A drawn area: a GeoJSON Polygon (one closed ring of 4 to 1,001 points) or a circle (radius_miles 0.05..100); in a query string, that object as JSON text (at most 64 KB). With it, location is optional. */
            geometry?:
              | {
                  /** @enum {string} */
                  type: 'Polygon';
                  /** @description One closed ring (the last point repeats the first), not crossing the antimeridian. */
                  coordinates: number[][][];
                }
              | {
                  /** @enum {string} */
                  type: 'Circle';
                  /** @description [longitude, latitude] in degrees (-180..180, -90..90); a third number, an altitude, is ignored. */
                  center: number[];
                  radius_miles: number;
                };
            /** @description Listing statuses (default for_sale; also active, closed, off). Comma-separated in a query string. */
            status?: ('for_sale' | 'pending' | 'sold' | 'off_market')[];
            /** @description Most days on market (cumulative over relists); the spec sends it as text, which is taken. A whole number from 0 to 36,500. */
            dom?: number;
            /** @description Standard or auction listings (spec section 3), or RESO property types (Residential, ResidentialIncome, Land…). Comma-separated in a query string. */
            property_type?: (
              | 'standard'
              | 'auction'
              | 'Residential'
              | 'ResidentialIncome'
              | 'ResidentialLease'
              | 'Land'
              | 'Farm'
              | 'ManufacturedInPark'
              | 'CommercialSale'
              | 'CommercialLease'
              | 'BusinessOpportunity'
            )[];
            /** @description RESO property subtypes. Comma-separated in a query string. */
            property_subtype?: (
              | 'SingleFamilyResidence'
              | 'Condominium'
              | 'Townhouse'
              | 'Duplex'
              | 'Triplex'
              | 'Quadruplex'
              | 'ManufacturedHome'
              | 'UnimprovedLand'
            )[];
            /** @description RESO special listing conditions (any of them). Comma-separated in a query string. */
            special_listing_conditions?: string[];
            /**
             * @description Sort field; a leading "-" sorts descending. Default: investment potential (auction lists: auction date).
             * @enum {string}
             */
            sort_by?:
              | 'list_price'
              | 'price'
              | 'arv'
              | 'value_gap'
              | 'value_gap_pct'
              | 'lp_arv'
              | 'dom'
              | 'days_on_market'
              | 'bedrooms'
              | 'beds'
              | 'bathrooms'
              | 'baths'
              | 'living_area'
              | 'sqft'
              | 'year_built'
              | 'rehab_estimate'
              | 'rent_estimate'
              | 'condition'
              | 'investment_potential'
              | 'first_seen_at'
              | 'newest'
              | 'close_date'
              | 'auction_date'
              | '-list_price'
              | '-price'
              | '-arv'
              | '-value_gap'
              | '-value_gap_pct'
              | '-lp_arv'
              | '-dom'
              | '-days_on_market'
              | '-bedrooms'
              | '-beds'
              | '-bathrooms'
              | '-baths'
              | '-living_area'
              | '-sqft'
              | '-year_built'
              | '-rehab_estimate'
              | '-rent_estimate'
              | '-condition'
              | '-investment_potential'
              | '-first_seen_at'
              | '-newest'
              | '-close_date'
              | '-auction_date';
            /**
             * @description Auctions versus standard listings (spec section 3).
             * @enum {string}
             */
            listingType?: 'standard' | 'auction';
            /** @description true: auctions only; false: standard listings only. */
            is_auction?: boolean;
            /** @description Lowest list price, dollars. A number from 0 to 10,000,000,000. */
            price_min?: number;
            /** @description Highest list price, dollars. A number from 0 to 10,000,000,000. */
            price_max?: number;
            /** @description Fewest bedrooms. A whole number from 0 to 100. */
            beds_min?: number;
            /** @description Fewest bathrooms. A number from 0 to 100. */
            baths_min?: number;
            /** @description Smallest living area, sq ft. A whole number from 0 to 10,000,000. */
            sqft_min?: number;
            /** @description Largest living area, sq ft. A whole number from 0 to 10,000,000. */
            sqft_max?: number;
            /** @description Built in or after. A whole number from 0 to 2,100. */
            year_built_min?: number;
            /** @description Built in or before. A whole number from 0 to 2,100. */
            year_built_max?: number;
            /** @description Investment potential levels. Comma-separated in a query string. */
            investment_potential?: ('Excellent' | 'High' | 'Medium' | 'Low')[];
            /** @description Condition levels. Comma-separated in a query string. */
            condition?: ('Excellent' | 'Good' | 'Fair' | 'Poor' | 'Very Poor')[];
            /** @description Smallest value gap, % of ARV. A number from 0 to 10,000,000,000. */
            value_gap_min?: number;
            /** @description Highest list price / ARV ratio (0.7 = 70%). A number from 0 to 1,000. */
            lp_arv_max?: number;
            /**
             * Format: date
             * @description Auctions on or after this day (YYYY-MM-DD, a UTC day). Auction searches only.
             */
            auction_date_from?: string;
            /**
             * Format: date
             * @description Auctions on or before this day (YYYY-MM-DD, a UTC day). Auction searches only.
             */
            auction_date_to?: string;
            /** @description Lowest opening bid, dollars. Auction searches only. A number from 0 to 10,000,000,000. */
            opening_bid_min?: number;
            /** @description Highest opening bid, dollars. Auction searches only. A number from 0 to 10,000,000,000. */
            opening_bid_max?: number;
            /** @description Auction sale types (trustee, sheriff, tax deed, online, live; any of them). Auction searches only. Comma-separated in a query string. */
            auction_type?: ('Trustee Sale' | 'Sheriff Sale' | 'Tax Deed' | 'Online' | 'Live')[];
            /** @description Auction statuses (scheduled, postponed, cancelled, sold, reverted_to_lender; any of them). Auction searches only. Comma-separated in a query string. */
            auction_status?: ('scheduled' | 'postponed' | 'cancelled' | 'sold' | 'reverted_to_lender')[];
            /** @description Smallest last price drop, % of the price before it (the listing's most recent price cut). A number from 0 to 100. */
            price_drop_pct_min?: number;
            /** @description The last price drop happened within this many days. A whole number from 1 to 3,650. */
            price_drop_within_days?: number;
            /** @description The status (StandardStatus) changed within this many days. A whole number from 1 to 3,650. */
            status_changed_within_days?: number;
            /** @description true: listings back for sale after pending or off market; false: the others. */
            back_on_market?: boolean;
            /** @description Property records: true, the owner's mailing address is not the property's (absentee owner); false: the others. */
            absentee_owner?: boolean;
            /** @description Property records: true, the owner lives there; false: the others. */
            owner_occupied?: boolean;
            /** @description Property records: smallest estimated equity, % of the market value. A number from 0 to 100. */
            equity_pct_min?: number;
            /** @description Property records: largest estimated equity, % of the market value. A number from 0 to 100. */
            equity_pct_max?: number;
            /** @description Property records: owned for at least this many whole years since the last sale. A whole number from 0 to 200. */
            years_owned_min?: number;
            /** @description Property records: true, the property tax is delinquent; false: the others. */
            tax_delinquent?: boolean;
            /** @description Property records: true, in pre-foreclosure (any stage); false: the others. */
            preforeclosure?: boolean;
            /** @description Property records: distress flags (any of them): preforeclosure, lis_pendens, tax_default, probate, vacant. Comma-separated in a query string. */
            distress?: ('preforeclosure' | 'lis_pendens' | 'tax_default' | 'probate' | 'vacant')[];
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            /** @description Credits viewing this search costs: 0 when nothing matches or the filter set is already paid for. */
            credit_cost: number;
            /** @description When the filter set is paid for: until when its pages and sorts stay free (ISO time). */
            paid_until: string | null;
            credits_remaining: number;
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getSearchesPropertiesClusters: {
    parameters: {
      query: {
        /** @description Places: a city ("Austin, TX"), a ZIP code, a county ("Travis County, TX") or a state. Also taken as text with several places separated by ";", or as a JSON list of {name} / {text} objects. Required unless a geometry is drawn. */
        location?: string[];
        /** @description A drawn area: a GeoJSON Polygon (one closed ring of 4 to 1,001 points) or a circle (radius_miles 0.05..100); in a query string, that object as JSON text (at most 64 KB). With it, location is optional. */
        geometry?:
          | {
              /** @enum {string} */
              type: 'Polygon';
              /** @description One closed ring (the last point repeats the first), not crossing the antimeridian. */
              coordinates: number[][][];
            }
          | {
              /** @enum {string} */
              type: 'Circle';
              /** @description [longitude, latitude] in degrees (-180..180, -90..90); a third number, an altitude, is ignored. */
              center: number[];
              radius_miles: number;
            };
        /** @description Listing statuses (default for_sale; also active, closed, off). Comma-separated in a query string. */
        status?: ('for_sale' | 'pending' | 'sold' | 'off_market')[];
        /** @description Most days on market (cumulative over relists); the spec sends it as text, which is taken. A whole number from 0 to 36,500. */
        dom?: number;
        /** @description Standard or auction listings (spec section 3), or RESO property types (Residential, ResidentialIncome, Land…). Comma-separated in a query string. */
        property_type?: (
          | 'standard'
          | 'auction'
          | 'Residential'
          | 'ResidentialIncome'
          | 'ResidentialLease'
          | 'Land'
          | 'Farm'
          | 'ManufacturedInPark'
          | 'CommercialSale'
          | 'CommercialLease'
          | 'BusinessOpportunity'
        )[];
        /** @description RESO property subtypes. Comma-separated in a query string. */
        property_subtype?: (
          | 'SingleFamilyResidence'
          | 'Condominium'
          | 'Townhouse'
          | 'Duplex'
          | 'Triplex'
          | 'Quadruplex'
          | 'ManufacturedHome'
          | 'UnimprovedLand'
        )[];
        /** @description RESO special listing conditions (any of them). Comma-separated in a query string. */
        special_listing_conditions?: string[];
        /** @description Sort field; a leading "-" sorts descending. Default: investment potential (auction lists: auction date). */
        sort_by?:
          | 'list_price'
          | 'price'
          | 'arv'
          | 'value_gap'
          | 'value_gap_pct'
          | 'lp_arv'
          | 'dom'
          | 'days_on_market'
          | 'bedrooms'
          | 'beds'
          | 'bathrooms'
          | 'baths'
          | 'living_area'
          | 'sqft'
          | 'year_built'
          | 'rehab_estimate'
          | 'rent_estimate'
          | 'condition'
          | 'investment_potential'
          | 'first_seen_at'
          | 'newest'
          | 'close_date'
          | 'auction_date'
          | '-list_price'
          | '-price'
          | '-arv'
          | '-value_gap'
          | '-value_gap_pct'
          | '-lp_arv'
          | '-dom'
          | '-days_on_market'
          | '-bedrooms'
          | '-beds'
          | '-bathrooms'
          | '-baths'
          | '-living_area'
          | '-sqft'
          | '-year_built'
          | '-rehab_estimate'
          | '-rent_estimate'
          | '-condition'
          | '-investment_potential'
          | '-first_seen_at'
          | '-newest'
          | '-close_date'
          | '-auction_date';
        /** @description Auctions versus standard listings (spec section 3). */
        listingType?: 'standard' | 'auction';
        /** @description true: auctions only; false: standard listings only. */
        is_auction?: boolean;
        /** @description Lowest list price, dollars. A number from 0 to 10,000,000,000. */
        price_min?: number;
        /** @description Highest list price, dollars. A number from 0 to 10,000,000,000. */
        price_max?: number;
        /** @description Fewest bedrooms. A whole number from 0 to 100. */
        beds_min?: number;
        /** @description Fewest bathrooms. A number from 0 to 100. */
        baths_min?: number;
        /** @description Smallest living area, sq ft. A whole number from 0 to 10,000,000. */
        sqft_min?: number;
        /** @description Largest living area, sq ft. A whole number from 0 to 10,000,000. */
        sqft_max?: number;
        /** @description Built in or after. A whole number from 0 to 2,100. */
        year_built_min?: number;
        /** @description Built in or before. A whole number from 0 to 2,100. */
        year_built_max?: number;
        /** @description Investment potential levels. Comma-separated in a query string. */
        investment_potential?: ('Excellent' | 'High' | 'Medium' | 'Low')[];
        /** @description Condition levels. Comma-separated in a query string. */
        condition?: ('Excellent' | 'Good' | 'Fair' | 'Poor' | 'Very Poor')[];
        /** @description Smallest value gap, % of ARV. A number from 0 to 10,000,000,000. */
        value_gap_min?: number;
        /** @description Highest list price / ARV ratio (0.7 = 70%). A number from 0 to 1,000. */
        lp_arv_max?: number;
        /** @description Auctions on or after this day (YYYY-MM-DD, a UTC day). Auction searches only. */
        auction_date_from?: string;
        /** @description Auctions on or before this day (YYYY-MM-DD, a UTC day). Auction searches only. */
        auction_date_to?: string;
        /** @description Lowest opening bid, dollars. Auction searches only. A number from 0 to 10,000,000,000. */
        opening_bid_min?: number;
        /** @description Highest opening bid, dollars. Auction searches only. A number from 0 to 10,000,000,000. */
        opening_bid_max?: number;
        /** @description Auction sale types (trustee, sheriff, tax deed, online, live; any of them). Auction searches only. Comma-separated in a query string. */
        auction_type?: ('Trustee Sale' | 'Sheriff Sale' | 'Tax Deed' | 'Online' | 'Live')[];
        /** @description Auction statuses (scheduled, postponed, cancelled, sold, reverted_to_lender; any of them). Auction searches only. Comma-separated in a query string. */
        auction_status?: ('scheduled' | 'postponed' | 'cancelled' | 'sold' | 'reverted_to_lender')[];
        /** @description Smallest last price drop, % of the price before it (the listing's most recent price cut). A number from 0 to 100. */
        price_drop_pct_min?: number;
        /** @description The last price drop happened within this many days. A whole number from 1 to 3,650. */
        price_drop_within_days?: number;
        /** @description The status (StandardStatus) changed within this many days. A whole number from 1 to 3,650. */
        status_changed_within_days?: number;
        /** @description true: listings back for sale after pending or off market; false: the others. */
        back_on_market?: boolean;
        /** @description Property records: true, the owner's mailing address is not the property's (absentee owner); false: the others. */
        absentee_owner?: boolean;
        /** @description Property records: true, the owner lives there; false: the others. */
        owner_occupied?: boolean;
        /** @description Property records: smallest estimated equity, % of the market value. A number from 0 to 100. */
        equity_pct_min?: number;
        /** @description Property records: largest estimated equity, % of the market value. A number from 0 to 100. */
        equity_pct_max?: number;
        /** @description Property records: owned for at least this many whole years since the last sale. A whole number from 0 to 200. */
        years_owned_min?: number;
        /** @description Property records: true, the property tax is delinquent; false: the others. */
        tax_delinquent?: boolean;
        /** @description Property records: true, in pre-foreclosure (any stage); false: the others. */
        preforeclosure?: boolean;
        /** @description Property records: distress flags (any of them): preforeclosure, lis_pendens, tax_default, probate, vacant. Comma-separated in a query string. */
        distress?: ('preforeclosure' | 'lis_pendens' | 'tax_default' | 'probate' | 'vacant')[];
        /** @description The map's zoom level (0 to 22; a fraction counts as the level below). */
        zoom: number;
        /** @description The visible box, "west,south,east,north" in degrees (blank: the whole world). */
        bbox?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Matches inside the box (with coordinates): the sum of the cells' counts. */
            total: number;
            /** @description At most 2,000 cells, the fullest first. */
            cells: {
              /** @description The mean position of the cell's matches. */
              latitude: number;
              longitude: number;
              count: number;
              potential: ('Excellent' | 'High' | 'Medium' | 'Low') | (never | null);
              /** @description The listing, when the cell holds one. */
              property_id: string | null;
            }[];
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getPropertiesAuctionClusters: {
    parameters: {
      query: {
        /** @description Places: a city ("Austin, TX"), a ZIP code, a county ("Travis County, TX") or a state. Also taken as text with several places separated by ";", or as a JSON list of {name} / {text} objects. Required unless a geometry is drawn. */
        location?: string[];
        /** @description A drawn area: a GeoJSON Polygon (one closed ring of 4 to 1,001 points) or a circle (radius_miles 0.05..100); in a query string, that object as JSON text (at most 64 KB). With it, location is optional. */
        geometry?:
          | {
              /** @enum {string} */
              type: 'Polygon';
              /** @description One closed ring (the last point repeats the first), not crossing the antimeridian. */
              coordinates: number[][][];
            }
          | {
              /** @enum {string} */
              type: 'Circle';
              /** @description [longitude, latitude] in degrees (-180..180, -90..90); a third number, an altitude, is ignored. */
              center: number[];
              radius_miles: number;
            };
        /** @description Listing statuses (default for_sale; also active, closed, off). Comma-separated in a query string. */
        status?: ('for_sale' | 'pending' | 'sold' | 'off_market')[];
        /** @description Most days on market (cumulative over relists); the spec sends it as text, which is taken. A whole number from 0 to 36,500. */
        dom?: number;
        /** @description Standard or auction listings (spec section 3), or RESO property types (Residential, ResidentialIncome, Land…). Comma-separated in a query string. */
        property_type?: (
          | 'standard'
          | 'auction'
          | 'Residential'
          | 'ResidentialIncome'
          | 'ResidentialLease'
          | 'Land'
          | 'Farm'
          | 'ManufacturedInPark'
          | 'CommercialSale'
          | 'CommercialLease'
          | 'BusinessOpportunity'
        )[];
        /** @description RESO property subtypes. Comma-separated in a query string. */
        property_subtype?: (
          | 'SingleFamilyResidence'
          | 'Condominium'
          | 'Townhouse'
          | 'Duplex'
          | 'Triplex'
          | 'Quadruplex'
          | 'ManufacturedHome'
          | 'UnimprovedLand'
        )[];
        /** @description RESO special listing conditions (any of them). Comma-separated in a query string. */
        special_listing_conditions?: string[];
        /** @description Sort field; a leading "-" sorts descending. Default: investment potential (auction lists: auction date). */
        sort_by?:
          | 'list_price'
          | 'price'
          | 'arv'
          | 'value_gap'
          | 'value_gap_pct'
          | 'lp_arv'
          | 'dom'
          | 'days_on_market'
          | 'bedrooms'
          | 'beds'
          | 'bathrooms'
          | 'baths'
          | 'living_area'
          | 'sqft'
          | 'year_built'
          | 'rehab_estimate'
          | 'rent_estimate'
          | 'condition'
          | 'investment_potential'
          | 'first_seen_at'
          | 'newest'
          | 'close_date'
          | 'auction_date'
          | '-list_price'
          | '-price'
          | '-arv'
          | '-value_gap'
          | '-value_gap_pct'
          | '-lp_arv'
          | '-dom'
          | '-days_on_market'
          | '-bedrooms'
          | '-beds'
          | '-bathrooms'
          | '-baths'
          | '-living_area'
          | '-sqft'
          | '-year_built'
          | '-rehab_estimate'
          | '-rent_estimate'
          | '-condition'
          | '-investment_potential'
          | '-first_seen_at'
          | '-newest'
          | '-close_date'
          | '-auction_date';
        /** @description Auctions versus standard listings (spec section 3). */
        listingType?: 'standard' | 'auction';
        /** @description true: auctions only; false: standard listings only. */
        is_auction?: boolean;
        /** @description Lowest list price, dollars. A number from 0 to 10,000,000,000. */
        price_min?: number;
        /** @description Highest list price, dollars. A number from 0 to 10,000,000,000. */
        price_max?: number;
        /** @description Fewest bedrooms. A whole number from 0 to 100. */
        beds_min?: number;
        /** @description Fewest bathrooms. A number from 0 to 100. */
        baths_min?: number;
        /** @description Smallest living area, sq ft. A whole number from 0 to 10,000,000. */
        sqft_min?: number;
        /** @description Largest living area, sq ft. A whole number from 0 to 10,000,000. */
        sqft_max?: number;
        /** @description Built in or after. A whole number from 0 to 2,100. */
        year_built_min?: number;
        /** @description Built in or before. A whole number from 0 to 2,100. */
        year_built_max?: number;
        /** @description Investment potential levels. Comma-separated in a query string. */
        investment_potential?: ('Excellent' | 'High' | 'Medium' | 'Low')[];
        /** @description Condition levels. Comma-separated in a query string. */
        condition?: ('Excellent' | 'Good' | 'Fair' | 'Poor' | 'Very Poor')[];
        /** @description Smallest value gap, % of ARV. A number from 0 to 10,000,000,000. */
        value_gap_min?: number;
        /** @description Highest list price / ARV ratio (0.7 = 70%). A number from 0 to 1,000. */
        lp_arv_max?: number;
        /** @description Auctions on or after this day (YYYY-MM-DD, a UTC day). Auction searches only. */
        auction_date_from?: string;
        /** @description Auctions on or before this day (YYYY-MM-DD, a UTC day). Auction searches only. */
        auction_date_to?: string;
        /** @description Lowest opening bid, dollars. Auction searches only. A number from 0 to 10,000,000,000. */
        opening_bid_min?: number;
        /** @description Highest opening bid, dollars. Auction searches only. A number from 0 to 10,000,000,000. */
        opening_bid_max?: number;
        /** @description Auction sale types (trustee, sheriff, tax deed, online, live; any of them). Auction searches only. Comma-separated in a query string. */
        auction_type?: ('Trustee Sale' | 'Sheriff Sale' | 'Tax Deed' | 'Online' | 'Live')[];
        /** @description Auction statuses (scheduled, postponed, cancelled, sold, reverted_to_lender; any of them). Auction searches only. Comma-separated in a query string. */
        auction_status?: ('scheduled' | 'postponed' | 'cancelled' | 'sold' | 'reverted_to_lender')[];
        /** @description Smallest last price drop, % of the price before it (the listing's most recent price cut). A number from 0 to 100. */
        price_drop_pct_min?: number;
        /** @description The last price drop happened within this many days. A whole number from 1 to 3,650. */
        price_drop_within_days?: number;
        /** @description The status (StandardStatus) changed within this many days. A whole number from 1 to 3,650. */
        status_changed_within_days?: number;
        /** @description true: listings back for sale after pending or off market; false: the others. */
        back_on_market?: boolean;
        /** @description Property records: true, the owner's mailing address is not the property's (absentee owner); false: the others. */
        absentee_owner?: boolean;
        /** @description Property records: true, the owner lives there; false: the others. */
        owner_occupied?: boolean;
        /** @description Property records: smallest estimated equity, % of the market value. A number from 0 to 100. */
        equity_pct_min?: number;
        /** @description Property records: largest estimated equity, % of the market value. A number from 0 to 100. */
        equity_pct_max?: number;
        /** @description Property records: owned for at least this many whole years since the last sale. A whole number from 0 to 200. */
        years_owned_min?: number;
        /** @description Property records: true, the property tax is delinquent; false: the others. */
        tax_delinquent?: boolean;
        /** @description Property records: true, in pre-foreclosure (any stage); false: the others. */
        preforeclosure?: boolean;
        /** @description Property records: distress flags (any of them): preforeclosure, lis_pendens, tax_default, probate, vacant. Comma-separated in a query string. */
        distress?: ('preforeclosure' | 'lis_pendens' | 'tax_default' | 'probate' | 'vacant')[];
        /** @description The map's zoom level (0 to 22; a fraction counts as the level below). */
        zoom: number;
        /** @description The visible box, "west,south,east,north" in degrees (blank: the whole world). */
        bbox?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Matches inside the box (with coordinates): the sum of the cells' counts. */
            total: number;
            /** @description At most 2,000 cells, the fullest first. */
            cells: {
              /** @description The mean position of the cell's matches. */
              latitude: number;
              longitude: number;
              count: number;
              potential: ('Excellent' | 'High' | 'Medium' | 'Low') | (never | null);
              /** @description The listing, when the cell holds one. */
              property_id: string | null;
            }[];
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getSearchesCredits: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            balance: number;
            plan: {
              /** @description The plan's id, 'free_trial' on the trial, null without a subscription */
              id: string | null;
              /** @description 'Free trial', the plan's name, or 'No plan' */
              name: string;
              status: 'trialing' | 'active' | 'past_due' | 'canceled' | 'none';
              is_trial: boolean;
              /**
               * Format: date-time
               * @description Start of the live plan’s current period; null without one
               */
              period_start: string | null;
              /**
               * Format: date-time
               * @description End of the live plan’s current period (renewal or trial end)
               */
              period_end: string | null;
              cancel_at_period_end: boolean;
              /** @description Credits the live plan grants a period */
              credits_per_period: number | null;
              /** @description Rows one download may hold under this plan */
              download_row_limit: number;
              api_access: boolean;
              /** @description The free trial may still be started */
              trial_available: boolean;
            };
            /** @description Credits a new filter set costs; its pages and sorts within 24 hours are free. */
            cost_per_search: number;
            /** @description Former name of cost_per_search (same number). */
            cost_per_results_page: number;
            /** @description Only for a team member with a monthly cap (docs/teams.md, Monthly caps): what it leaves them this month beside the pool's balance; as the usage dashboard's. */
            member_cap?: {
              /** @description The most credits the member may spend from the team a calendar month (UTC). */
              cap: number;
              /** @description Credits spent from the team's pool this month, net of refunds. */
              used: number;
              /** @description What the cap leaves this month. */
              remaining: number;
              /**
               * Format: date-time
               * @description When the month ends and the count starts again.
               */
              resets_at: string;
            };
          };
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getSearchesLocations: {
    parameters: {
      query: {
        q: string;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              kind: 'city' | 'zip' | 'county' | 'state';
              label: string;
              city: string | null;
              county: string | null;
              state: string;
              postal_code: string | null;
              listing_count: number;
            }[];
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getMapPlaces: {
    parameters: {
      query: {
        /** @description The visible box, "west,south,east,north" in degrees (west < east: a box across the antimeridian is refused). */
        bbox: string;
        /** @description At most this many places. */
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The cities whose centre lies in the box, the most listings first. */
            results: {
              /** @description The place as a search names it, e.g. "Austin, TX". */
              label: string;
              city: string;
              state: string;
              /** @description The centre of the city's listings (their mean position). */
              latitude: number;
              longitude: number;
              /** @description Listings of the city in the data (any status). */
              listing_count: number;
            }[];
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getCreditsQuote: {
    parameters: {
      query: {
        /** @description Places: a city ("Austin, TX"), a ZIP code, a county ("Travis County, TX") or a state. Also taken as text with several places separated by ";", or as a JSON list of {name} / {text} objects. Required unless a geometry is drawn. */
        location?: string[];
        /** @description A drawn area: a GeoJSON Polygon (one closed ring of 4 to 1,001 points) or a circle (radius_miles 0.05..100); in a query string, that object as JSON text (at most 64 KB). With it, location is optional. */
        geometry?:
          | {
              /** @enum {string} */
              type: 'Polygon';
              /** @description One closed ring (the last point repeats the first), not crossing the antimeridian. */
              coordinates: number[][][];
            }
          | {
              /** @enum {string} */
              type: 'Circle';
              /** @description [longitude, latitude] in degrees (-180..180, -90..90); a third number, an altitude, is ignored. */
              center: number[];
              radius_miles: number;
            };
        /** @description Listing statuses (default for_sale; also active, closed, off). Comma-separated in a query string. */
        status?: ('for_sale' | 'pending' | 'sold' | 'off_market')[];
        /** @description Most days on market (cumulative over relists); the spec sends it as text, which is taken. A whole number from 0 to 36,500. */
        dom?: number;
        /** @description Standard or auction listings (spec section 3), or RESO property types (Residential, ResidentialIncome, Land…). Comma-separated in a query string. */
        property_type?: (
          | 'standard'
          | 'auction'
          | 'Residential'
          | 'ResidentialIncome'
          | 'ResidentialLease'
          | 'Land'
          | 'Farm'
          | 'ManufacturedInPark'
          | 'CommercialSale'
          | 'CommercialLease'
          | 'BusinessOpportunity'
        )[];
        /** @description RESO property subtypes. Comma-separated in a query string. */
        property_subtype?: (
          | 'SingleFamilyResidence'
          | 'Condominium'
          | 'Townhouse'
          | 'Duplex'
          | 'Triplex'
          | 'Quadruplex'
          | 'ManufacturedHome'
          | 'UnimprovedLand'
        )[];
        /** @description RESO special listing conditions (any of them). Comma-separated in a query string. */
        special_listing_conditions?: string[];
        /** @description Sort field; a leading "-" sorts descending. Default: investment potential (auction lists: auction date). */
        sort_by?:
          | 'list_price'
          | 'price'
          | 'arv'
          | 'value_gap'
          | 'value_gap_pct'
          | 'lp_arv'
          | 'dom'
          | 'days_on_market'
          | 'bedrooms'
          | 'beds'
          | 'bathrooms'
          | 'baths'
          | 'living_area'
          | 'sqft'
          | 'year_built'
          | 'rehab_estimate'
          | 'rent_estimate'
          | 'condition'
          | 'investment_potential'
          | 'first_seen_at'
          | 'newest'
          | 'close_date'
          | 'auction_date'
          | '-list_price'
          | '-price'
          | '-arv'
          | '-value_gap'
          | '-value_gap_pct'
          | '-lp_arv'
          | '-dom'
          | '-days_on_market'
          | '-bedrooms'
          | '-beds'
          | '-bathrooms'
          | '-baths'
          | '-living_area'
          | '-sqft'
          | '-year_built'
          | '-rehab_estimate'
          | '-rent_estimate'
          | '-condition'
          | '-investment_potential'
          | '-first_seen_at'
          | '-newest'
          | '-close_date'
          | '-auction_date';
        /** @description Auctions versus standard listings (spec section 3). */
        listingType?: 'standard' | 'auction';
        /** @description true: auctions only; false: standard listings only. */
        is_auction?: boolean;
        /** @description Lowest list price, dollars. A number from 0 to 10,000,000,000. */
        price_min?: number;
        /** @description Highest list price, dollars. A number from 0 to 10,000,000,000. */
        price_max?: number;
        /** @description Fewest bedrooms. A whole number from 0 to 100. */
        beds_min?: number;
        /** @description Fewest bathrooms. A number from 0 to 100. */
        baths_min?: number;
        /** @description Smallest living area, sq ft. A whole number from 0 to 10,000,000. */
        sqft_min?: number;
        /** @description Largest living area, sq ft. A whole number from 0 to 10,000,000. */
        sqft_max?: number;
        /** @description Built in or after. A whole number from 0 to 2,100. */
        year_built_min?: number;
        /** @description Built in or before. A whole number from 0 to 2,100. */
        year_built_max?: number;
        /** @description Investment potential levels. Comma-separated in a query string. */
        investment_potential?: ('Excellent' | 'High' | 'Medium' | 'Low')[];
        /** @description Condition levels. Comma-separated in a query string. */
        condition?: ('Excellent' | 'Good' | 'Fair' | 'Poor' | 'Very Poor')[];
        /** @description Smallest value gap, % of ARV. A number from 0 to 10,000,000,000. */
        value_gap_min?: number;
        /** @description Highest list price / ARV ratio (0.7 = 70%). A number from 0 to 1,000. */
        lp_arv_max?: number;
        /** @description Auctions on or after this day (YYYY-MM-DD, a UTC day). Auction searches only. */
        auction_date_from?: string;
        /** @description Auctions on or before this day (YYYY-MM-DD, a UTC day). Auction searches only. */
        auction_date_to?: string;
        /** @description Lowest opening bid, dollars. Auction searches only. A number from 0 to 10,000,000,000. */
        opening_bid_min?: number;
        /** @description Highest opening bid, dollars. Auction searches only. A number from 0 to 10,000,000,000. */
        opening_bid_max?: number;
        /** @description Auction sale types (trustee, sheriff, tax deed, online, live; any of them). Auction searches only. Comma-separated in a query string. */
        auction_type?: ('Trustee Sale' | 'Sheriff Sale' | 'Tax Deed' | 'Online' | 'Live')[];
        /** @description Auction statuses (scheduled, postponed, cancelled, sold, reverted_to_lender; any of them). Auction searches only. Comma-separated in a query string. */
        auction_status?: ('scheduled' | 'postponed' | 'cancelled' | 'sold' | 'reverted_to_lender')[];
        /** @description Smallest last price drop, % of the price before it (the listing's most recent price cut). A number from 0 to 100. */
        price_drop_pct_min?: number;
        /** @description The last price drop happened within this many days. A whole number from 1 to 3,650. */
        price_drop_within_days?: number;
        /** @description The status (StandardStatus) changed within this many days. A whole number from 1 to 3,650. */
        status_changed_within_days?: number;
        /** @description true: listings back for sale after pending or off market; false: the others. */
        back_on_market?: boolean;
        /** @description Property records: true, the owner's mailing address is not the property's (absentee owner); false: the others. */
        absentee_owner?: boolean;
        /** @description Property records: true, the owner lives there; false: the others. */
        owner_occupied?: boolean;
        /** @description Property records: smallest estimated equity, % of the market value. A number from 0 to 100. */
        equity_pct_min?: number;
        /** @description Property records: largest estimated equity, % of the market value. A number from 0 to 100. */
        equity_pct_max?: number;
        /** @description Property records: owned for at least this many whole years since the last sale. A whole number from 0 to 200. */
        years_owned_min?: number;
        /** @description Property records: true, the property tax is delinquent; false: the others. */
        tax_delinquent?: boolean;
        /** @description Property records: true, in pre-foreclosure (any stage); false: the others. */
        preforeclosure?: boolean;
        /** @description Property records: distress flags (any of them): preforeclosure, lis_pendens, tax_default, probate, vacant. Comma-separated in a query string. */
        distress?: ('preforeclosure' | 'lis_pendens' | 'tax_default' | 'probate' | 'vacant')[];
        /** @description What to price: a search, an auction search, a download, an auction download or a full report. */
        action: 'search' | 'auction_search' | 'download' | 'auction_download' | 'report';
        /** @description A download's format: excel (default), pdf, csv or json. */
        file_type?: string;
        property_id?: string;
        /** @description A report's address (or give property_id). */
        address?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description What to price: a search, an auction search, a download, an auction download or a full report. */
            action: 'search' | 'auction_search' | 'download' | 'auction_download' | 'report';
            /** @description What it buys, in the words its ledger row will have. */
            label: string;
            /** @description Credits the action costs now (0 when it is free). */
            cost: number;
            /** @description The credit balance now. */
            balance: number;
            /** @description The balance once the action is paid; unchanged when the balance cannot pay for it. */
            balance_after: number;
            /** @description Whether the balance covers the cost (the action answers 402 otherwise). */
            affordable: boolean;
            /** @description Why it costs nothing, in words a person reads. */
            free_reason: string | null;
            /** @description Until when it stays free (a paid-once window). */
            free_until: string | null;
            /** @description A team member with a monthly credit cap: the credits it leaves them this month (UTC); absent without a cap. */
            cap_remaining?: number;
            /** @description With a cap: when the member's cap, not the team's balance, is what limits them, the cap and its remainder in words; else null. */
            cap_note?: string | null;
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getDashboardData: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The credits the user spends from: a team member's is the team's pool. */
            balance: number;
            member_cap?: {
              /** @description The most credits the member may spend from the team a calendar month (UTC). */
              cap: number;
              /** @description Credits spent from the team's pool this month, net of refunds. */
              used: number;
              /** @description What the cap leaves this month. */
              remaining: number;
              /**
               * Format: date-time
               * @description When the month ends and the count starts again.
               */
              resets_at: string;
            };
            /** @description Credits spent in the period less refunds in it: the sum of the usage days. */
            used_this_period: number;
            /** @description First day of the period (YYYY-MM-DD, your time zone): the plan in force's billing period, else the calendar month. */
            period_start: string;
            /** @description Last day of the period, inclusive. */
            period_end: string;
            time_zone: string;
            /** @description The plan in force's name (plan.name). */
            plan_name: string;
            plan: {
              /** @description The plan's id, 'free_trial' on the trial, null without a subscription */
              id: string | null;
              /** @description 'Free trial', the plan's name, or 'No plan' */
              name: string;
              status: 'trialing' | 'active' | 'past_due' | 'canceled' | 'none';
              is_trial: boolean;
              /**
               * Format: date-time
               * @description Start of the live plan’s current period; null without one
               */
              period_start: string | null;
              /**
               * Format: date-time
               * @description End of the live plan’s current period (renewal or trial end)
               */
              period_end: string | null;
              cancel_at_period_end: boolean;
              /** @description Credits the live plan grants a period */
              credits_per_period: number | null;
              /** @description Rows one download may hold under this plan */
              download_row_limit: number;
              api_access: boolean;
              /** @description The free trial may still be started */
              trial_available: boolean;
            };
            usage: {
              date: string;
              /** @description Credits spent on searches that day (one per filter set). */
              searches: number;
              downloads: number;
              reports: number;
              api_calls: number;
              /** @description Credits given back that day. */
              refunds: number;
            }[];
            ledger: {
              count: number;
              next: string | null;
              previous: string | null;
              results: {
                id: number;
                /** @description ISO time */
                created_at: string;
                /**
                 * @description search, download, report, api, grant, refund, transfer
                 * @enum {string}
                 */
                kind: 'search' | 'download' | 'report' | 'api' | 'grant' | 'refund' | 'transfer';
                /** @description Signed: negative for what was spent, positive for credits given (grant, refund) or moved in (transfer). */
                credits: number;
                description: string;
                /** @description App path of what the credits bought (saved search, search, download, report). */
                link: string | null;
              }[];
            };
          };
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getDashboardLedger: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        /** @description search, download, report, api, grant, refund, transfer */
        kind?: 'search' | 'download' | 'report' | 'api' | 'grant' | 'refund' | 'transfer';
        /** @description First day (inclusive), in your time zone. */
        from?: string;
        /** @description Last day (inclusive), in your time zone. */
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            next: string | null;
            previous: string | null;
            results: {
              id: number;
              /** @description ISO time */
              created_at: string;
              /**
               * @description search, download, report, api, grant, refund, transfer
               * @enum {string}
               */
              kind: 'search' | 'download' | 'report' | 'api' | 'grant' | 'refund' | 'transfer';
              /** @description Signed: negative for what was spent, positive for credits given (grant, refund) or moved in (transfer). */
              credits: number;
              description: string;
              /** @description App path of what the credits bought (saved search, search, download, report). */
              link: string | null;
            }[];
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getSearchesPropertiesDownload: {
    parameters: {
      query?: {
        /** @description Places: a city ("Austin, TX"), a ZIP code, a county ("Travis County, TX") or a state. Also taken as text with several places separated by ";", or as a JSON list of {name} / {text} objects. Required unless a geometry is drawn. */
        location?: string[];
        /** @description A drawn area: a GeoJSON Polygon (one closed ring of 4 to 1,001 points) or a circle (radius_miles 0.05..100); in a query string, that object as JSON text (at most 64 KB). With it, location is optional. */
        geometry?:
          | {
              /** @enum {string} */
              type: 'Polygon';
              /** @description One closed ring (the last point repeats the first), not crossing the antimeridian. */
              coordinates: number[][][];
            }
          | {
              /** @enum {string} */
              type: 'Circle';
              /** @description [longitude, latitude] in degrees (-180..180, -90..90); a third number, an altitude, is ignored. */
              center: number[];
              radius_miles: number;
            };
        /** @description Listing statuses (default for_sale; also active, closed, off). Comma-separated in a query string. */
        status?: ('for_sale' | 'pending' | 'sold' | 'off_market')[];
        /** @description Most days on market (cumulative over relists); the spec sends it as text, which is taken. A whole number from 0 to 36,500. */
        dom?: number;
        /** @description Standard or auction listings (spec section 3), or RESO property types (Residential, ResidentialIncome, Land…). Comma-separated in a query string. */
        property_type?: (
          | 'standard'
          | 'auction'
          | 'Residential'
          | 'ResidentialIncome'
          | 'ResidentialLease'
          | 'Land'
          | 'Farm'
          | 'ManufacturedInPark'
          | 'CommercialSale'
          | 'CommercialLease'
          | 'BusinessOpportunity'
        )[];
        /** @description RESO property subtypes. Comma-separated in a query string. */
        property_subtype?: (
          | 'SingleFamilyResidence'
          | 'Condominium'
          | 'Townhouse'
          | 'Duplex'
          | 'Triplex'
          | 'Quadruplex'
          | 'ManufacturedHome'
          | 'UnimprovedLand'
        )[];
        /** @description RESO special listing conditions (any of them). Comma-separated in a query string. */
        special_listing_conditions?: string[];
        /** @description Sort field; a leading "-" sorts descending. Default: investment potential (auction lists: auction date). */
        sort_by?:
          | 'list_price'
          | 'price'
          | 'arv'
          | 'value_gap'
          | 'value_gap_pct'
          | 'lp_arv'
          | 'dom'
          | 'days_on_market'
          | 'bedrooms'
          | 'beds'
          | 'bathrooms'
          | 'baths'
          | 'living_area'
          | 'sqft'
          | 'year_built'
          | 'rehab_estimate'
          | 'rent_estimate'
          | 'condition'
          | 'investment_potential'
          | 'first_seen_at'
          | 'newest'
          | 'close_date'
          | 'auction_date'
          | '-list_price'
          | '-price'
          | '-arv'
          | '-value_gap'
          | '-value_gap_pct'
          | '-lp_arv'
          | '-dom'
          | '-days_on_market'
          | '-bedrooms'
          | '-beds'
          | '-bathrooms'
          | '-baths'
          | '-living_area'
          | '-sqft'
          | '-year_built'
          | '-rehab_estimate'
          | '-rent_estimate'
          | '-condition'
          | '-investment_potential'
          | '-first_seen_at'
          | '-newest'
          | '-close_date'
          | '-auction_date';
        /** @description Auctions versus standard listings (spec section 3). */
        listingType?: 'standard' | 'auction';
        /** @description true: auctions only; false: standard listings only. */
        is_auction?: boolean;
        /** @description Lowest list price, dollars. A number from 0 to 10,000,000,000. */
        price_min?: number;
        /** @description Highest list price, dollars. A number from 0 to 10,000,000,000. */
        price_max?: number;
        /** @description Fewest bedrooms. A whole number from 0 to 100. */
        beds_min?: number;
        /** @description Fewest bathrooms. A number from 0 to 100. */
        baths_min?: number;
        /** @description Smallest living area, sq ft. A whole number from 0 to 10,000,000. */
        sqft_min?: number;
        /** @description Largest living area, sq ft. A whole number from 0 to 10,000,000. */
        sqft_max?: number;
        /** @description Built in or after. A whole number from 0 to 2,100. */
        year_built_min?: number;
        /** @description Built in or before. A whole number from 0 to 2,100. */
        year_built_max?: number;
        /** @description Investment potential levels. Comma-separated in a query string. */
        investment_potential?: ('Excellent' | 'High' | 'Medium' | 'Low')[];
        /** @description Condition levels. Comma-separated in a query string. */
        condition?: ('Excellent' | 'Good' | 'Fair' | 'Poor' | 'Very Poor')[];
        /** @description Smallest value gap, % of ARV. A number from 0 to 10,000,000,000. */
        value_gap_min?: number;
        /** @description Highest list price / ARV ratio (0.7 = 70%). A number from 0 to 1,000. */
        lp_arv_max?: number;
        /** @description Auctions on or after this day (YYYY-MM-DD, a UTC day). Auction searches only. */
        auction_date_from?: string;
        /** @description Auctions on or before this day (YYYY-MM-DD, a UTC day). Auction searches only. */
        auction_date_to?: string;
        /** @description Lowest opening bid, dollars. Auction searches only. A number from 0 to 10,000,000,000. */
        opening_bid_min?: number;
        /** @description Highest opening bid, dollars. Auction searches only. A number from 0 to 10,000,000,000. */
        opening_bid_max?: number;
        /** @description Auction sale types (trustee, sheriff, tax deed, online, live; any of them). Auction searches only. Comma-separated in a query string. */
        auction_type?: ('Trustee Sale' | 'Sheriff Sale' | 'Tax Deed' | 'Online' | 'Live')[];
        /** @description Auction statuses (scheduled, postponed, cancelled, sold, reverted_to_lender; any of them). Auction searches only. Comma-separated in a query string. */
        auction_status?: ('scheduled' | 'postponed' | 'cancelled' | 'sold' | 'reverted_to_lender')[];
        /** @description Smallest last price drop, % of the price before it (the listing's most recent price cut). A number from 0 to 100. */
        price_drop_pct_min?: number;
        /** @description The last price drop happened within this many days. A whole number from 1 to 3,650. */
        price_drop_within_days?: number;
        /** @description The status (StandardStatus) changed within this many days. A whole number from 1 to 3,650. */
        status_changed_within_days?: number;
        /** @description true: listings back for sale after pending or off market; false: the others. */
        back_on_market?: boolean;
        /** @description Property records: true, the owner's mailing address is not the property's (absentee owner); false: the others. */
        absentee_owner?: boolean;
        /** @description Property records: true, the owner lives there; false: the others. */
        owner_occupied?: boolean;
        /** @description Property records: smallest estimated equity, % of the market value. A number from 0 to 100. */
        equity_pct_min?: number;
        /** @description Property records: largest estimated equity, % of the market value. A number from 0 to 100. */
        equity_pct_max?: number;
        /** @description Property records: owned for at least this many whole years since the last sale. A whole number from 0 to 200. */
        years_owned_min?: number;
        /** @description Property records: true, the property tax is delinquent; false: the others. */
        tax_delinquent?: boolean;
        /** @description Property records: true, in pre-foreclosure (any stage); false: the others. */
        preforeclosure?: boolean;
        /** @description Property records: distress flags (any of them): preforeclosure, lis_pendens, tax_default, probate, vacant. Comma-separated in a query string. */
        distress?: ('preforeclosure' | 'lis_pendens' | 'tax_default' | 'probate' | 'vacant')[];
        file_type?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            name: string;
            file_type: 'excel' | 'pdf' | 'csv' | 'json';
            file_extension: string;
            /** @description The format in words, as the ledger and the team views say it: Excel, PDF, CSV or JSON. */
            format_label: string;
            /** @description Name the file is saved under. */
            file_name: string;
            is_auction: boolean;
            /** @description The search as it was sent. */
            query: {
              [key: string]: unknown;
            };
            /** @description Readable search criteria, "Label: value". */
            criteria: string[];
            status: 'building' | 'ready' | 'failed';
            row_count: number;
            /** @description Progress while the file is built. */
            rows_written: number;
            size_bytes: number | null;
            credits_charged: number;
            error: string | null;
            created_at: string;
            completed_at: string | null;
            /** @description Signed link to the file, valid for 15 minutes; null once the build failed. */
            download_url: string | null;
            download_url_expires_at: string | null;
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not enough credits */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaymentRequiredAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getPropertiesAuctionExport: {
    parameters: {
      query?: {
        /** @description Places: a city ("Austin, TX"), a ZIP code, a county ("Travis County, TX") or a state. Also taken as text with several places separated by ";", or as a JSON list of {name} / {text} objects. Required unless a geometry is drawn. */
        location?: string[];
        /** @description A drawn area: a GeoJSON Polygon (one closed ring of 4 to 1,001 points) or a circle (radius_miles 0.05..100); in a query string, that object as JSON text (at most 64 KB). With it, location is optional. */
        geometry?:
          | {
              /** @enum {string} */
              type: 'Polygon';
              /** @description One closed ring (the last point repeats the first), not crossing the antimeridian. */
              coordinates: number[][][];
            }
          | {
              /** @enum {string} */
              type: 'Circle';
              /** @description [longitude, latitude] in degrees (-180..180, -90..90); a third number, an altitude, is ignored. */
              center: number[];
              radius_miles: number;
            };
        /** @description Listing statuses (default for_sale; also active, closed, off). Comma-separated in a query string. */
        status?: ('for_sale' | 'pending' | 'sold' | 'off_market')[];
        /** @description Most days on market (cumulative over relists); the spec sends it as text, which is taken. A whole number from 0 to 36,500. */
        dom?: number;
        /** @description Standard or auction listings (spec section 3), or RESO property types (Residential, ResidentialIncome, Land…). Comma-separated in a query string. */
        property_type?: (
          | 'standard'
          | 'auction'
          | 'Residential'
          | 'ResidentialIncome'
          | 'ResidentialLease'
          | 'Land'
          | 'Farm'
          | 'ManufacturedInPark'
          | 'CommercialSale'
          | 'CommercialLease'
          | 'BusinessOpportunity'
        )[];
        /** @description RESO property subtypes. Comma-separated in a query string. */
        property_subtype?: (
          | 'SingleFamilyResidence'
          | 'Condominium'
          | 'Townhouse'
          | 'Duplex'
          | 'Triplex'
          | 'Quadruplex'
          | 'ManufacturedHome'
          | 'UnimprovedLand'
        )[];
        /** @description RESO special listing conditions (any of them). Comma-separated in a query string. */
        special_listing_conditions?: string[];
        /** @description Sort field; a leading "-" sorts descending. Default: investment potential (auction lists: auction date). */
        sort_by?:
          | 'list_price'
          | 'price'
          | 'arv'
          | 'value_gap'
          | 'value_gap_pct'
          | 'lp_arv'
          | 'dom'
          | 'days_on_market'
          | 'bedrooms'
          | 'beds'
          | 'bathrooms'
          | 'baths'
          | 'living_area'
          | 'sqft'
          | 'year_built'
          | 'rehab_estimate'
          | 'rent_estimate'
          | 'condition'
          | 'investment_potential'
          | 'first_seen_at'
          | 'newest'
          | 'close_date'
          | 'auction_date'
          | '-list_price'
          | '-price'
          | '-arv'
          | '-value_gap'
          | '-value_gap_pct'
          | '-lp_arv'
          | '-dom'
          | '-days_on_market'
          | '-bedrooms'
          | '-beds'
          | '-bathrooms'
          | '-baths'
          | '-living_area'
          | '-sqft'
          | '-year_built'
          | '-rehab_estimate'
          | '-rent_estimate'
          | '-condition'
          | '-investment_potential'
          | '-first_seen_at'
          | '-newest'
          | '-close_date'
          | '-auction_date';
        /** @description Auctions versus standard listings (spec section 3). */
        listingType?: 'standard' | 'auction';
        /** @description true: auctions only; false: standard listings only. */
        is_auction?: boolean;
        /** @description Lowest list price, dollars. A number from 0 to 10,000,000,000. */
        price_min?: number;
        /** @description Highest list price, dollars. A number from 0 to 10,000,000,000. */
        price_max?: number;
        /** @description Fewest bedrooms. A whole number from 0 to 100. */
        beds_min?: number;
        /** @description Fewest bathrooms. A number from 0 to 100. */
        baths_min?: number;
        /** @description Smallest living area, sq ft. A whole number from 0 to 10,000,000. */
        sqft_min?: number;
        /** @description Largest living area, sq ft. A whole number from 0 to 10,000,000. */
        sqft_max?: number;
        /** @description Built in or after. A whole number from 0 to 2,100. */
        year_built_min?: number;
        /** @description Built in or before. A whole number from 0 to 2,100. */
        year_built_max?: number;
        /** @description Investment potential levels. Comma-separated in a query string. */
        investment_potential?: ('Excellent' | 'High' | 'Medium' | 'Low')[];
        /** @description Condition levels. Comma-separated in a query string. */
        condition?: ('Excellent' | 'Good' | 'Fair' | 'Poor' | 'Very Poor')[];
        /** @description Smallest value gap, % of ARV. A number from 0 to 10,000,000,000. */
        value_gap_min?: number;
        /** @description Highest list price / ARV ratio (0.7 = 70%). A number from 0 to 1,000. */
        lp_arv_max?: number;
        /** @description Auctions on or after this day (YYYY-MM-DD, a UTC day). Auction searches only. */
        auction_date_from?: string;
        /** @description Auctions on or before this day (YYYY-MM-DD, a UTC day). Auction searches only. */
        auction_date_to?: string;
        /** @description Lowest opening bid, dollars. Auction searches only. A number from 0 to 10,000,000,000. */
        opening_bid_min?: number;
        /** @description Highest opening bid, dollars. Auction searches only. A number from 0 to 10,000,000,000. */
        opening_bid_max?: number;
        /** @description Auction sale types (trustee, sheriff, tax deed, online, live; any of them). Auction searches only. Comma-separated in a query string. */
        auction_type?: ('Trustee Sale' | 'Sheriff Sale' | 'Tax Deed' | 'Online' | 'Live')[];
        /** @description Auction statuses (scheduled, postponed, cancelled, sold, reverted_to_lender; any of them). Auction searches only. Comma-separated in a query string. */
        auction_status?: ('scheduled' | 'postponed' | 'cancelled' | 'sold' | 'reverted_to_lender')[];
        /** @description Smallest last price drop, % of the price before it (the listing's most recent price cut). A number from 0 to 100. */
        price_drop_pct_min?: number;
        /** @description The last price drop happened within this many days. A whole number from 1 to 3,650. */
        price_drop_within_days?: number;
        /** @description The status (StandardStatus) changed within this many days. A whole number from 1 to 3,650. */
        status_changed_within_days?: number;
        /** @description true: listings back for sale after pending or off market; false: the others. */
        back_on_market?: boolean;
        /** @description Property records: true, the owner's mailing address is not the property's (absentee owner); false: the others. */
        absentee_owner?: boolean;
        /** @description Property records: true, the owner lives there; false: the others. */
        owner_occupied?: boolean;
        /** @description Property records: smallest estimated equity, % of the market value. A number from 0 to 100. */
        equity_pct_min?: number;
        /** @description Property records: largest estimated equity, % of the market value. A number from 0 to 100. */
        equity_pct_max?: number;
        /** @description Property records: owned for at least this many whole years since the last sale. A whole number from 0 to 200. */
        years_owned_min?: number;
        /** @description Property records: true, the property tax is delinquent; false: the others. */
        tax_delinquent?: boolean;
        /** @description Property records: true, in pre-foreclosure (any stage); false: the others. */
        preforeclosure?: boolean;
        /** @description Property records: distress flags (any of them): preforeclosure, lis_pendens, tax_default, probate, vacant. Comma-separated in a query string. */
        distress?: ('preforeclosure' | 'lis_pendens' | 'tax_default' | 'probate' | 'vacant')[];
        file_type?: string;
        export_format?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file, built at once */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
          'application/pdf': string;
          'text/csv': string;
          'application/json': unknown;
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not enough credits */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaymentRequiredAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No longer available */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getSearchesPropertiesDownloads: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            next: string | null;
            previous: string | null;
            results: {
              id: number;
              name: string;
              file_type: 'excel' | 'pdf' | 'csv' | 'json';
              file_extension: string;
              /** @description The format in words, as the ledger and the team views say it: Excel, PDF, CSV or JSON. */
              format_label: string;
              /** @description Name the file is saved under. */
              file_name: string;
              is_auction: boolean;
              /** @description The search as it was sent. */
              query: {
                [key: string]: unknown;
              };
              /** @description Readable search criteria, "Label: value". */
              criteria: string[];
              status: 'building' | 'ready' | 'failed';
              row_count: number;
              /** @description Progress while the file is built. */
              rows_written: number;
              size_bytes: number | null;
              credits_charged: number;
              error: string | null;
              created_at: string;
              completed_at: string | null;
              /** @description Signed link to the file, valid for 15 minutes; null once the build failed. */
              download_url: string | null;
              download_url_expires_at: string | null;
            }[];
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getSearchesPropertiesDownloadsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            name: string;
            file_type: 'excel' | 'pdf' | 'csv' | 'json';
            file_extension: string;
            /** @description The format in words, as the ledger and the team views say it: Excel, PDF, CSV or JSON. */
            format_label: string;
            /** @description Name the file is saved under. */
            file_name: string;
            is_auction: boolean;
            /** @description The search as it was sent. */
            query: {
              [key: string]: unknown;
            };
            /** @description Readable search criteria, "Label: value". */
            criteria: string[];
            status: 'building' | 'ready' | 'failed';
            row_count: number;
            /** @description Progress while the file is built. */
            rows_written: number;
            size_bytes: number | null;
            credits_charged: number;
            error: string | null;
            created_at: string;
            completed_at: string | null;
            /** @description Signed link to the file, valid for 15 minutes; null once the build failed. */
            download_url: string | null;
            download_url_expires_at: string | null;
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  postSearchesPropertiesDownloadsRename: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description The download to rename (its id in the history). */
          id: number;
          /** @description New name, 1-100 characters once trimmed; the file extension is added when the file is saved. */
          name: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            name: string;
            file_type: 'excel' | 'pdf' | 'csv' | 'json';
            file_extension: string;
            /** @description The format in words, as the ledger and the team views say it: Excel, PDF, CSV or JSON. */
            format_label: string;
            /** @description Name the file is saved under. */
            file_name: string;
            is_auction: boolean;
            /** @description The search as it was sent. */
            query: {
              [key: string]: unknown;
            };
            /** @description Readable search criteria, "Label: value". */
            criteria: string[];
            status: 'building' | 'ready' | 'failed';
            row_count: number;
            /** @description Progress while the file is built. */
            rows_written: number;
            size_bytes: number | null;
            credits_charged: number;
            error: string | null;
            created_at: string;
            completed_at: string | null;
            /** @description Signed link to the file, valid for 15 minutes; null once the build failed. */
            download_url: string | null;
            download_url_expires_at: string | null;
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getSearchesPropertiesDownloadsByIdFile: {
    parameters: {
      query?: {
        expires?: number;
        signature?: string;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
          'application/pdf': string;
          'text/csv': string;
          'application/json': unknown;
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No longer available */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getSearchesSaved: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            next: string | null;
            previous: string | null;
            results: {
              id: number;
              name: string;
              query: {
                [key: string]: unknown;
              };
              created_at: string;
              updated_at: string;
              last_run_at: string | null;
              last_result_count: number | null;
              /** @description Matching listings first seen since the last run (or since creation). */
              new_results_count: number;
              /** @description Alert when a listing matching the search: price_drop (drops its price), status_change (changes status), auction_date_change (has its auction moved). Empty: no such alerts. */
              change_alerts: ('price_drop' | 'status_change' | 'auction_date_change')[];
              /** @description Shared with the owner's team (false: private). */
              shared: boolean;
              /** @description Who saved it (null once their account is deleted). */
              created_by: {
                id: number;
                /** @description Their name, or their e-mail without one */
                name: string;
              } | null;
              /** @description Who changed it last (null once their account is deleted). */
              updated_by: {
                id: number;
                /** @description Their name, or their e-mail without one */
                name: string;
              } | null;
              /** @description Whether the caller may change, unshare or delete it. */
              can_edit: boolean;
              /** @description Why the caller may not change or delete it (null when they may). */
              edit_refusal: string | null;
            }[];
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  postSearchesSaved: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          /** @description The search query as GET /searches/properties/ takes it (the fields of SearchFilter, as text or as JSON values), stored exactly as sent. */
          query: {
            [key: string]: unknown;
          };
          /** @description Alert when a listing matching the search: price_drop (drops its price), status_change (changes status), auction_date_change (has its auction moved). Empty: no such alerts. */
          change_alerts?: ('price_drop' | 'status_change' | 'auction_date_change')[];
          /** @description true: shared with the caller's team (every member reads and runs it; its owner and the team's owners and account managers change it); false: private. 400 for a user without a team. */
          shared?: boolean;
          /** @description Saving the search just run: its result count, recorded with now as the last run (otherwise the search has never run). */
          last_result_count?: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            name: string;
            query: {
              [key: string]: unknown;
            };
            created_at: string;
            updated_at: string;
            last_run_at: string | null;
            last_result_count: number | null;
            /** @description Matching listings first seen since the last run (or since creation). */
            new_results_count: number;
            /** @description Alert when a listing matching the search: price_drop (drops its price), status_change (changes status), auction_date_change (has its auction moved). Empty: no such alerts. */
            change_alerts: ('price_drop' | 'status_change' | 'auction_date_change')[];
            /** @description Shared with the owner's team (false: private). */
            shared: boolean;
            /** @description Who saved it (null once their account is deleted). */
            created_by: {
              id: number;
              /** @description Their name, or their e-mail without one */
              name: string;
            } | null;
            /** @description Who changed it last (null once their account is deleted). */
            updated_by: {
              id: number;
              /** @description Their name, or their e-mail without one */
              name: string;
            } | null;
            /** @description Whether the caller may change, unshare or delete it. */
            can_edit: boolean;
            /** @description Why the caller may not change or delete it (null when they may). */
            edit_refusal: string | null;
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getSearchesSavedSimplifiedList: {
    parameters: {
      query?: {
        /** @description true: only the caller's own searches (automated e-mails take only those), not those shared with their team. */
        own?: boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            name: string;
          }[];
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getSearchesSavedById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            name: string;
            query: {
              [key: string]: unknown;
            };
            created_at: string;
            updated_at: string;
            last_run_at: string | null;
            last_result_count: number | null;
            /** @description Matching listings first seen since the last run (or since creation). */
            new_results_count: number;
            /** @description Alert when a listing matching the search: price_drop (drops its price), status_change (changes status), auction_date_change (has its auction moved). Empty: no such alerts. */
            change_alerts: ('price_drop' | 'status_change' | 'auction_date_change')[];
            /** @description Shared with the owner's team (false: private). */
            shared: boolean;
            /** @description Who saved it (null once their account is deleted). */
            created_by: {
              id: number;
              /** @description Their name, or their e-mail without one */
              name: string;
            } | null;
            /** @description Who changed it last (null once their account is deleted). */
            updated_by: {
              id: number;
              /** @description Their name, or their e-mail without one */
              name: string;
            } | null;
            /** @description Whether the caller may change, unshare or delete it. */
            can_edit: boolean;
            /** @description Why the caller may not change or delete it (null when they may). */
            edit_refusal: string | null;
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  putSearchesSavedById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name?: string;
          /** @description The search query as GET /searches/properties/ takes it (the fields of SearchFilter, as text or as JSON values), stored exactly as sent. */
          query?: {
            [key: string]: unknown;
          };
          /** @description Alert when a listing matching the search: price_drop (drops its price), status_change (changes status), auction_date_change (has its auction moved). Empty: no such alerts. */
          change_alerts?: ('price_drop' | 'status_change' | 'auction_date_change')[];
          /** @description true: shared with the caller's team (every member reads and runs it; its owner and the team's owners and account managers change it); false: private. 400 for a user without a team. */
          shared?: boolean;
          /** @description true records a run now (last_run_at), as GET /searches/properties/?saved_search_id= does. */
          mark_run?: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            name: string;
            query: {
              [key: string]: unknown;
            };
            created_at: string;
            updated_at: string;
            last_run_at: string | null;
            last_result_count: number | null;
            /** @description Matching listings first seen since the last run (or since creation). */
            new_results_count: number;
            /** @description Alert when a listing matching the search: price_drop (drops its price), status_change (changes status), auction_date_change (has its auction moved). Empty: no such alerts. */
            change_alerts: ('price_drop' | 'status_change' | 'auction_date_change')[];
            /** @description Shared with the owner's team (false: private). */
            shared: boolean;
            /** @description Who saved it (null once their account is deleted). */
            created_by: {
              id: number;
              /** @description Their name, or their e-mail without one */
              name: string;
            } | null;
            /** @description Who changed it last (null once their account is deleted). */
            updated_by: {
              id: number;
              /** @description Their name, or their e-mail without one */
              name: string;
            } | null;
            /** @description Whether the caller may change, unshare or delete it. */
            can_edit: boolean;
            /** @description Why the caller may not change or delete it (null when they may). */
            edit_refusal: string | null;
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  deleteSearchesSavedById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getPropertiesSaved: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | {
                count: number;
                next: string | null;
                previous: string | null;
                results: {
                  /** @description The property's id, as the note and unsave routes take it (property_id as a number). */
                  id: number;
                  property_id: string;
                  address: string;
                  note: string;
                  created_at: string;
                  property: {
                    id: string;
                    listing_key: string;
                    address: string;
                    city: string;
                    state: string;
                    postal_code: string;
                    county: string;
                    latitude: number | null;
                    longitude: number | null;
                    property_type: string;
                    property_subtype: string | null;
                    status: string;
                    standard_status: string;
                    special_listing_conditions: string[];
                    is_auction: boolean;
                    auction_date: string | null;
                    auction_opening_bid: number | null;
                    auction_type: string | null;
                    auction_venue: string | null;
                    /**
                     * @description Where the auction stands: scheduled, postponed (moved to the date given), cancelled, sold (to a bidder at the auction) or reverted_to_lender; null for standard listings and auctions whose data gives none.
                     * @enum {string|null}
                     */
                    auction_status: 'scheduled' | 'postponed' | 'cancelled' | 'sold' | 'reverted_to_lender' | null;
                    list_price: number;
                    original_list_price: number | null;
                    close_price: number | null;
                    close_date: string | null;
                    on_market_date: string | null;
                    days_on_market: number | null;
                    cumulative_days_on_market: number | null;
                    bedrooms: number | null;
                    bathrooms: number | null;
                    living_area: number | null;
                    lot_size_sqft: number | null;
                    year_built: number | null;
                    arv: number | null;
                    arv_confidence: number | null;
                    value_gap: number | null;
                    value_gap_pct: number | null;
                    lp_arv: number | null;
                    rehab_estimate: number | null;
                    rent_estimate: number | null;
                    condition: string | null;
                    investment_potential: string | null;
                    thumbnail_url: string;
                    has_photos: boolean;
                    is_demo: boolean;
                    is_saved: boolean;
                    /** @description Owners from the public record, separated by "; ". */
                    owner_names?: string | null;
                    owner_mailing_address?: string | null;
                    owner_mailing_city?: string | null;
                    owner_mailing_state?: string | null;
                    owner_mailing_zip?: string | null;
                    absentee_owner?: boolean | null;
                    owner_occupied?: boolean | null;
                    /** @description Whole years since the last sale. */
                    years_owned?: number | null;
                    last_sale_price?: number | null;
                    last_sale_date?: string | null;
                    /** @description Recorded loans amortised to estimated_on. */
                    open_mortgage_balance?: number | null;
                    estimated_equity?: number | null;
                    /** @description Estimated equity, % of the market value. */
                    equity_pct?: number | null;
                    /** @description Open mortgage balance ÷ market value (0.8 = 80%). */
                    ltv?: number | null;
                    tax_delinquent?: boolean | null;
                    preforeclosure_stage?: string | null;
                    distress_flags?: string[] | null;
                    /** @description "Demo owner data" (generated for the demo listings) or "Public records". */
                    owner_data?: string | null;
                  };
                }[];
              }
            | {
                /** @description The property's id, as the note and unsave routes take it (property_id as a number). */
                id: number;
                property_id: string;
                address: string;
                note: string;
                created_at: string;
                property: {
                  id: string;
                  listing_key: string;
                  address: string;
                  city: string;
                  state: string;
                  postal_code: string;
                  county: string;
                  latitude: number | null;
                  longitude: number | null;
                  property_type: string;
                  property_subtype: string | null;
                  status: string;
                  standard_status: string;
                  special_listing_conditions: string[];
                  is_auction: boolean;
                  auction_date: string | null;
                  auction_opening_bid: number | null;
                  auction_type: string | null;
                  auction_venue: string | null;
                  /**
                   * @description Where the auction stands: scheduled, postponed (moved to the date given), cancelled, sold (to a bidder at the auction) or reverted_to_lender; null for standard listings and auctions whose data gives none.
                   * @enum {string|null}
                   */
                  auction_status: 'scheduled' | 'postponed' | 'cancelled' | 'sold' | 'reverted_to_lender' | null;
                  list_price: number;
                  original_list_price: number | null;
                  close_price: number | null;
                  close_date: string | null;
                  on_market_date: string | null;
                  days_on_market: number | null;
                  cumulative_days_on_market: number | null;
                  bedrooms: number | null;
                  bathrooms: number | null;
                  living_area: number | null;
                  lot_size_sqft: number | null;
                  year_built: number | null;
                  arv: number | null;
                  arv_confidence: number | null;
                  value_gap: number | null;
                  value_gap_pct: number | null;
                  lp_arv: number | null;
                  rehab_estimate: number | null;
                  rent_estimate: number | null;
                  condition: string | null;
                  investment_potential: string | null;
                  thumbnail_url: string;
                  has_photos: boolean;
                  is_demo: boolean;
                  is_saved: boolean;
                  /** @description Owners from the public record, separated by "; ". */
                  owner_names?: string | null;
                  owner_mailing_address?: string | null;
                  owner_mailing_city?: string | null;
                  owner_mailing_state?: string | null;
                  owner_mailing_zip?: string | null;
                  absentee_owner?: boolean | null;
                  owner_occupied?: boolean | null;
                  /** @description Whole years since the last sale. */
                  years_owned?: number | null;
                  last_sale_price?: number | null;
                  last_sale_date?: string | null;
                  /** @description Recorded loans amortised to estimated_on. */
                  open_mortgage_balance?: number | null;
                  estimated_equity?: number | null;
                  /** @description Estimated equity, % of the market value. */
                  equity_pct?: number | null;
                  /** @description Open mortgage balance ÷ market value (0.8 = 80%). */
                  ltv?: number | null;
                  tax_delinquent?: boolean | null;
                  preforeclosure_stage?: string | null;
                  distress_flags?: string[] | null;
                  /** @description "Demo owner data" (generated for the demo listings) or "Public records". */
                  owner_data?: string | null;
                };
              }[];
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  postPropertiesSave: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          property_id: number;
          address?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            property_id: string;
            note: string;
          };
        };
      };
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            property_id: string;
            note: string;
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  deletePropertiesSavedById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Removed */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  putPropertiesSavedNoteById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          note: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            property_id: string;
            note: string;
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getPropertiesSavedGetNoteById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            property_id: string;
            note: string;
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getPropertiesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            listing_key: string;
            address: string;
            city: string;
            state: string;
            postal_code: string;
            county: string;
            latitude: number | null;
            longitude: number | null;
            property_type: string;
            property_subtype: string | null;
            status: string;
            standard_status: string;
            special_listing_conditions: string[];
            is_auction: boolean;
            auction_date: string | null;
            auction_opening_bid: number | null;
            auction_type: string | null;
            auction_venue: string | null;
            /**
             * @description Where the auction stands: scheduled, postponed (moved to the date given), cancelled, sold (to a bidder at the auction) or reverted_to_lender; null for standard listings and auctions whose data gives none.
             * @enum {string|null}
             */
            auction_status: 'scheduled' | 'postponed' | 'cancelled' | 'sold' | 'reverted_to_lender' | null;
            list_price: number;
            original_list_price: number | null;
            close_price: number | null;
            close_date: string | null;
            on_market_date: string | null;
            days_on_market: number | null;
            cumulative_days_on_market: number | null;
            bedrooms: number | null;
            bathrooms: number | null;
            living_area: number | null;
            lot_size_sqft: number | null;
            year_built: number | null;
            arv: number | null;
            arv_confidence: number | null;
            value_gap: number | null;
            value_gap_pct: number | null;
            lp_arv: number | null;
            rehab_estimate: number | null;
            rent_estimate: number | null;
            condition: string | null;
            investment_potential: string | null;
            thumbnail_url: string;
            has_photos: boolean;
            is_demo: boolean;
            is_saved: boolean;
            /** @description Owners from the public record, separated by "; ". */
            owner_names?: string | null;
            owner_mailing_address?: string | null;
            owner_mailing_city?: string | null;
            owner_mailing_state?: string | null;
            owner_mailing_zip?: string | null;
            absentee_owner?: boolean | null;
            owner_occupied?: boolean | null;
            /** @description Whole years since the last sale. */
            years_owned?: number | null;
            last_sale_price?: number | null;
            last_sale_date?: string | null;
            /** @description Recorded loans amortised to estimated_on. */
            open_mortgage_balance?: number | null;
            estimated_equity?: number | null;
            /** @description Estimated equity, % of the market value. */
            equity_pct?: number | null;
            /** @description Open mortgage balance ÷ market value (0.8 = 80%). */
            ltv?: number | null;
            tax_delinquent?: boolean | null;
            preforeclosure_stage?: string | null;
            distress_flags?: string[] | null;
            /** @description "Demo owner data" (generated for the demo listings) or "Public records". */
            owner_data?: string | null;
          } & {
            public_remarks: string;
            media: {
              url: string;
              kind: string;
              caption?: string;
            }[];
            listing_contract_date: string | null;
            off_market_date: string | null;
            prior_days_on_market: number;
            arv_confidence_level: string | null;
            metrics_computed_at: string | null;
            /** @description The property record (owners, loans, equity, distress; docs/property-records.md); null without one. */
            owner_record?: {
              parcel_number: string | null;
              owner_names: string[];
              mailing_address: string | null;
              mailing_city: string | null;
              mailing_state: string | null;
              mailing_postal_code: string | null;
              absentee: boolean;
              owner_occupied: boolean;
              last_sale_price: number | null;
              last_sale_date: string | null;
              years_owned: number | null;
              assessed_value: number | null;
              market_value: number | null;
              tax_amount: number | null;
              tax_delinquent: boolean;
              loans: {
                amount: number;
                rate_pct: number;
                term_months: number;
                recorded_on: string;
              }[];
              open_mortgage_balance: number | null;
              estimated_equity: number | null;
              equity_pct: number | null;
              ltv: number | null;
              estimated_on: string | null;
              preforeclosure_stage: string | null;
              preforeclosure_recorded_on: string | null;
              preforeclosure_sale_date: string | null;
              distress_flags: string[];
              /** @description "Demo owner data" or "Public records". */
              owner_data: string;
            } | null;
            explanation: {
              arv: {
                method: string;
                comps: {
                  property_id: string | null;
                  listing_key: string;
                  address: string;
                  distance_miles: number;
                  close_price: number;
                  close_date: string;
                  living_area: number;
                  price_per_sqft: number;
                  adjusted_price_per_sqft: number;
                }[];
              };
              condition: {
                cues: {
                  source: string;
                  cue: string;
                  points: number;
                }[];
              };
              investment_potential: {
                factors: {
                  factor: string;
                  value: number | string;
                  points: number;
                  reason: string;
                }[];
              };
            };
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getPropertiesSharedByToken: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            listing_key: string;
            address: string;
            city: string;
            state: string;
            postal_code: string;
            county: string;
            latitude: number | null;
            longitude: number | null;
            property_type: string;
            property_subtype: string | null;
            status: string;
            standard_status: string;
            special_listing_conditions: string[];
            is_auction: boolean;
            auction_date: string | null;
            auction_opening_bid: number | null;
            auction_type: string | null;
            auction_venue: string | null;
            /**
             * @description Where the auction stands: scheduled, postponed (moved to the date given), cancelled, sold (to a bidder at the auction) or reverted_to_lender; null for standard listings and auctions whose data gives none.
             * @enum {string|null}
             */
            auction_status: 'scheduled' | 'postponed' | 'cancelled' | 'sold' | 'reverted_to_lender' | null;
            list_price: number;
            original_list_price: number | null;
            close_price: number | null;
            close_date: string | null;
            on_market_date: string | null;
            days_on_market: number | null;
            cumulative_days_on_market: number | null;
            bedrooms: number | null;
            bathrooms: number | null;
            living_area: number | null;
            lot_size_sqft: number | null;
            year_built: number | null;
            arv: number | null;
            arv_confidence: number | null;
            value_gap: number | null;
            value_gap_pct: number | null;
            lp_arv: number | null;
            rehab_estimate: number | null;
            rent_estimate: number | null;
            condition: string | null;
            investment_potential: string | null;
            thumbnail_url: string;
            has_photos: boolean;
            is_demo: boolean;
            is_saved: boolean;
            /** @description Owners from the public record, separated by "; ". */
            owner_names?: string | null;
            owner_mailing_address?: string | null;
            owner_mailing_city?: string | null;
            owner_mailing_state?: string | null;
            owner_mailing_zip?: string | null;
            absentee_owner?: boolean | null;
            owner_occupied?: boolean | null;
            /** @description Whole years since the last sale. */
            years_owned?: number | null;
            last_sale_price?: number | null;
            last_sale_date?: string | null;
            /** @description Recorded loans amortised to estimated_on. */
            open_mortgage_balance?: number | null;
            estimated_equity?: number | null;
            /** @description Estimated equity, % of the market value. */
            equity_pct?: number | null;
            /** @description Open mortgage balance ÷ market value (0.8 = 80%). */
            ltv?: number | null;
            tax_delinquent?: boolean | null;
            preforeclosure_stage?: string | null;
            distress_flags?: string[] | null;
            /** @description "Demo owner data" (generated for the demo listings) or "Public records". */
            owner_data?: string | null;
          } & {
            public_remarks: string;
            media: {
              url: string;
              kind: string;
              caption?: string;
            }[];
            listing_contract_date: string | null;
            off_market_date: string | null;
            prior_days_on_market: number;
            arv_confidence_level: string | null;
            metrics_computed_at: string | null;
            /** @description The property record (owners, loans, equity, distress; docs/property-records.md); null without one. */
            owner_record?: {
              parcel_number: string | null;
              owner_names: string[];
              mailing_address: string | null;
              mailing_city: string | null;
              mailing_state: string | null;
              mailing_postal_code: string | null;
              absentee: boolean;
              owner_occupied: boolean;
              last_sale_price: number | null;
              last_sale_date: string | null;
              years_owned: number | null;
              assessed_value: number | null;
              market_value: number | null;
              tax_amount: number | null;
              tax_delinquent: boolean;
              loans: {
                amount: number;
                rate_pct: number;
                term_months: number;
                recorded_on: string;
              }[];
              open_mortgage_balance: number | null;
              estimated_equity: number | null;
              equity_pct: number | null;
              ltv: number | null;
              estimated_on: string | null;
              preforeclosure_stage: string | null;
              preforeclosure_recorded_on: string | null;
              preforeclosure_sale_date: string | null;
              distress_flags: string[];
              /** @description "Demo owner data" or "Public records". */
              owner_data: string;
            } | null;
            explanation: {
              arv: {
                method: string;
                comps: {
                  property_id: string | null;
                  listing_key: string;
                  address: string;
                  distance_miles: number;
                  close_price: number;
                  close_date: string;
                  living_area: number;
                  price_per_sqft: number;
                  adjusted_price_per_sqft: number;
                }[];
              };
              condition: {
                cues: {
                  source: string;
                  cue: string;
                  points: number;
                }[];
              };
              investment_potential: {
                factors: {
                  factor: string;
                  value: number | string;
                  points: number;
                  reason: string;
                }[];
              };
            };
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No longer available */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getPropertiesByIdPhotos: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            property_id: string;
            address: string;
            city: string;
            state: string;
            postal_code: string;
            is_demo: boolean;
            /** @description True when the listing has no photos and the pictures are generated drawings, labelled as such. */
            illustrative: boolean;
            count: number;
            photos: {
              /** @description The photo's address, or a data: URL of a generated SVG drawing when `kind` is illustrative. */
              url: string;
              kind: 'photo' | 'illustrative';
              caption: string;
            }[];
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getPropertiesByIdHistory: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Newest first; at most the 1,000 latest. */
            events: {
              /**
               * Format: date-time
               * @description When the change was seen.
               */
              at: string;
              kind: 'listed' | 'price_change' | 'status_change' | 'auction_date_change';
              /** @description List price before, dollars (price changes). */
              old_price: number | null;
              /** @description List price after, dollars (listed, price changes). */
              new_price: number | null;
              /** @description RESO StandardStatus before (status changes). */
              old_status: string | null;
              /** @description RESO StandardStatus after (listed, status changes). */
              new_status: string | null;
              /**
               * Format: date-time
               * @description Auction date before (auction date changes).
               */
              old_auction_date: string | null;
              /**
               * Format: date-time
               * @description Auction date after (auction date changes).
               */
              new_auction_date: string | null;
              source: 'import' | 'feed' | 'demo';
            }[];
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getPropertiesByIdPlaceholderSvg: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description An SVG picture */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/svg+xml': string;
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getPropertiesLists: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        /** @description true: only the caller's own lists (those they put saved properties in), not those shared with their team. */
        own?: boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            next: string | null;
            previous: string | null;
            results: {
              id: number;
              name: string;
              /** @description How many of its owner’s saved properties are in it. */
              item_count: number;
              /** @description Whose list it is: its items are their saved properties. */
              owner_id: number;
              /** @description Whether it is the caller's own list (they may put their saved properties in it). */
              own: boolean;
              /** @description Shared with the owner's team (false: private). */
              shared: boolean;
              /** @description Who made it (null once their account is deleted). */
              created_by: {
                id: number;
                /** @description Their name, or their e-mail without one */
                name: string;
              } | null;
              /** @description Who changed it last (null once their account is deleted). */
              updated_by: {
                id: number;
                /** @description Their name, or their e-mail without one */
                name: string;
              } | null;
              /** @description Whether the caller may rename, unshare or delete it, and take properties out of it. */
              can_edit: boolean;
              /** @description Why the caller may not change or delete it (null when they may). */
              edit_refusal: string | null;
              created_at: string;
              updated_at: string;
            }[];
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  postPropertiesLists: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description Its name (1 to 100 characters) */
          name: string;
          /** @description true: shared with the caller's team (every member reads it and its items' notes and tags; its owner and the team's owners and account managers rename, unshare or delete it); false: private. 400 for a user without a team. */
          shared?: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            name: string;
            /** @description How many of its owner’s saved properties are in it. */
            item_count: number;
            /** @description Whose list it is: its items are their saved properties. */
            owner_id: number;
            /** @description Whether it is the caller's own list (they may put their saved properties in it). */
            own: boolean;
            /** @description Shared with the owner's team (false: private). */
            shared: boolean;
            /** @description Who made it (null once their account is deleted). */
            created_by: {
              id: number;
              /** @description Their name, or their e-mail without one */
              name: string;
            } | null;
            /** @description Who changed it last (null once their account is deleted). */
            updated_by: {
              id: number;
              /** @description Their name, or their e-mail without one */
              name: string;
            } | null;
            /** @description Whether the caller may rename, unshare or delete it, and take properties out of it. */
            can_edit: boolean;
            /** @description Why the caller may not change or delete it (null when they may). */
            edit_refusal: string | null;
            created_at: string;
            updated_at: string;
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getPropertiesListsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            name: string;
            /** @description How many of its owner’s saved properties are in it. */
            item_count: number;
            /** @description Whose list it is: its items are their saved properties. */
            owner_id: number;
            /** @description Whether it is the caller's own list (they may put their saved properties in it). */
            own: boolean;
            /** @description Shared with the owner's team (false: private). */
            shared: boolean;
            /** @description Who made it (null once their account is deleted). */
            created_by: {
              id: number;
              /** @description Their name, or their e-mail without one */
              name: string;
            } | null;
            /** @description Who changed it last (null once their account is deleted). */
            updated_by: {
              id: number;
              /** @description Their name, or their e-mail without one */
              name: string;
            } | null;
            /** @description Whether the caller may rename, unshare or delete it, and take properties out of it. */
            can_edit: boolean;
            /** @description Why the caller may not change or delete it (null when they may). */
            edit_refusal: string | null;
            created_at: string;
            updated_at: string;
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  deletePropertiesListsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  patchPropertiesListsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description Its name (1 to 100 characters) */
          name?: string;
          /** @description true: shared with the caller's team (every member reads it and its items' notes and tags; its owner and the team's owners and account managers rename, unshare or delete it); false: private. 400 for a user without a team. */
          shared?: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            name: string;
            /** @description How many of its owner’s saved properties are in it. */
            item_count: number;
            /** @description Whose list it is: its items are their saved properties. */
            owner_id: number;
            /** @description Whether it is the caller's own list (they may put their saved properties in it). */
            own: boolean;
            /** @description Shared with the owner's team (false: private). */
            shared: boolean;
            /** @description Who made it (null once their account is deleted). */
            created_by: {
              id: number;
              /** @description Their name, or their e-mail without one */
              name: string;
            } | null;
            /** @description Who changed it last (null once their account is deleted). */
            updated_by: {
              id: number;
              /** @description Their name, or their e-mail without one */
              name: string;
            } | null;
            /** @description Whether the caller may rename, unshare or delete it, and take properties out of it. */
            can_edit: boolean;
            /** @description Why the caller may not change or delete it (null when they may). */
            edit_refusal: string | null;
            created_at: string;
            updated_at: string;
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getPropertiesListsByIdItems: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            next: string | null;
            previous: string | null;
            results: {
              /** @description The property's id (property_id as a number), as the saved-property routes take it. */
              id: number;
              property_id: string;
              address: string;
              /** @description The list owner's note on it. */
              note: string;
              /** @description Its tags the caller sees (their team's, or their own without a team). */
              tags: {
                id: number;
                name: string;
              }[];
              /** @description When its owner saved it. */
              created_at: string;
              property: {
                id: string;
                listing_key: string;
                address: string;
                city: string;
                state: string;
                postal_code: string;
                county: string;
                latitude: number | null;
                longitude: number | null;
                property_type: string;
                property_subtype: string | null;
                status: string;
                standard_status: string;
                special_listing_conditions: string[];
                is_auction: boolean;
                auction_date: string | null;
                auction_opening_bid: number | null;
                auction_type: string | null;
                auction_venue: string | null;
                /**
                 * @description Where the auction stands: scheduled, postponed (moved to the date given), cancelled, sold (to a bidder at the auction) or reverted_to_lender; null for standard listings and auctions whose data gives none.
                 * @enum {string|null}
                 */
                auction_status: 'scheduled' | 'postponed' | 'cancelled' | 'sold' | 'reverted_to_lender' | null;
                list_price: number;
                original_list_price: number | null;
                close_price: number | null;
                close_date: string | null;
                on_market_date: string | null;
                days_on_market: number | null;
                cumulative_days_on_market: number | null;
                bedrooms: number | null;
                bathrooms: number | null;
                living_area: number | null;
                lot_size_sqft: number | null;
                year_built: number | null;
                arv: number | null;
                arv_confidence: number | null;
                value_gap: number | null;
                value_gap_pct: number | null;
                lp_arv: number | null;
                rehab_estimate: number | null;
                rent_estimate: number | null;
                condition: string | null;
                investment_potential: string | null;
                thumbnail_url: string;
                has_photos: boolean;
                is_demo: boolean;
                is_saved: boolean;
                /** @description Owners from the public record, separated by "; ". */
                owner_names?: string | null;
                owner_mailing_address?: string | null;
                owner_mailing_city?: string | null;
                owner_mailing_state?: string | null;
                owner_mailing_zip?: string | null;
                absentee_owner?: boolean | null;
                owner_occupied?: boolean | null;
                /** @description Whole years since the last sale. */
                years_owned?: number | null;
                last_sale_price?: number | null;
                last_sale_date?: string | null;
                /** @description Recorded loans amortised to estimated_on. */
                open_mortgage_balance?: number | null;
                estimated_equity?: number | null;
                /** @description Estimated equity, % of the market value. */
                equity_pct?: number | null;
                /** @description Open mortgage balance ÷ market value (0.8 = 80%). */
                ltv?: number | null;
                tax_delinquent?: boolean | null;
                preforeclosure_stage?: string | null;
                distress_flags?: string[] | null;
                /** @description "Demo owner data" (generated for the demo listings) or "Public records". */
                owner_data?: string | null;
              };
            }[];
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  postPropertiesListsByIdItemsAdd: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description Saved properties' property ids */
          property_ids: number[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            list_id: number;
            item_count: number;
            /** @description How many of the given saved properties were put in (or taken out of) the list. */
            changed: number;
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  postPropertiesListsByIdItemsRemove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description Saved properties' property ids */
          property_ids: number[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            list_id: number;
            item_count: number;
            /** @description How many of the given saved properties were put in (or taken out of) the list. */
            changed: number;
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getSubscriptionPlans: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              id: string;
              name: string;
              /** @description Monthly price in major units (dollars) */
              price: number;
              price_cents: number;
              currency: string;
              /** @enum {string} */
              interval: 'month';
              credits_per_month: number;
              /** @description Unused credits carry into the next period */
              credits_roll_over: boolean;
              download_row_limit: number;
              api_access: boolean;
              /** @description Members a team on this plan may have (members and open invitations counted) */
              seats: number;
              features: string[];
            }[];
            free_trial: {
              days: number;
              credits: number;
              api_access: boolean;
              download_row_limit: number;
            };
          };
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getSubscriptionInfo: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            is_subscribed: boolean;
            subscription_status: 'trialing' | 'active' | 'past_due' | 'canceled' | 'none';
            plan_id: string | null;
            plan_name: string | null;
            is_trial: boolean;
            /** Format: date-time */
            current_period_start: string | null;
            /** Format: date-time */
            current_period_end: string | null;
            cancel_at_period_end: boolean;
            credits_per_month: number | null;
            api_access: boolean;
            subscription_id: string | null;
            customer_id: string | null;
            billing_provider: 'stripe' | 'local';
            /** @description The plan is the caller's team's: its owner's subscription, which the members' credits come from */
            team_plan: boolean;
            plan: {
              /** @description The plan's id, 'free_trial' on the trial, null without a subscription */
              id: string | null;
              /** @description 'Free trial', the plan's name, or 'No plan' */
              name: string;
              status: 'trialing' | 'active' | 'past_due' | 'canceled' | 'none';
              is_trial: boolean;
              /**
               * Format: date-time
               * @description Start of the live plan’s current period; null without one
               */
              period_start: string | null;
              /**
               * Format: date-time
               * @description End of the live plan’s current period (renewal or trial end)
               */
              period_end: string | null;
              cancel_at_period_end: boolean;
              /** @description Credits the live plan grants a period */
              credits_per_period: number | null;
              /** @description Rows one download may hold under this plan */
              download_row_limit: number;
              api_access: boolean;
              /** @description The free trial may still be started */
              trial_available: boolean;
            };
          };
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getSubscriptionTrialInfo: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The user may still start the free trial */
            eligible: boolean;
            is_trialing: boolean;
            /** Format: date-time */
            trial_end: string | null;
            days_left: number;
            trial_days: number;
            trial_credits: number;
          };
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  postSubscriptionFreeTrialSubscribe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            is_subscribed: boolean;
            subscription_status: 'trialing' | 'active' | 'past_due' | 'canceled' | 'none';
            plan_id: string | null;
            plan_name: string | null;
            is_trial: boolean;
            /** Format: date-time */
            current_period_start: string | null;
            /** Format: date-time */
            current_period_end: string | null;
            cancel_at_period_end: boolean;
            credits_per_month: number | null;
            api_access: boolean;
            subscription_id: string | null;
            customer_id: string | null;
            billing_provider: 'stripe' | 'local';
            /** @description The plan is the caller's team's: its owner's subscription, which the members' credits come from */
            team_plan: boolean;
            plan: {
              /** @description The plan's id, 'free_trial' on the trial, null without a subscription */
              id: string | null;
              /** @description 'Free trial', the plan's name, or 'No plan' */
              name: string;
              status: 'trialing' | 'active' | 'past_due' | 'canceled' | 'none';
              is_trial: boolean;
              /**
               * Format: date-time
               * @description Start of the live plan’s current period; null without one
               */
              period_start: string | null;
              /**
               * Format: date-time
               * @description End of the live plan’s current period (renewal or trial end)
               */
              period_end: string | null;
              cancel_at_period_end: boolean;
              /** @description Credits the live plan grants a period */
              credits_per_period: number | null;
              /** @description Rows one download may hold under this plan */
              download_row_limit: number;
              api_access: boolean;
              /** @description The free trial may still be started */
              trial_available: boolean;
            };
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  postSubscriptionUpdate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          plan_id: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            is_subscribed: boolean;
            subscription_status: 'trialing' | 'active' | 'past_due' | 'canceled' | 'none';
            plan_id: string | null;
            plan_name: string | null;
            is_trial: boolean;
            /** Format: date-time */
            current_period_start: string | null;
            /** Format: date-time */
            current_period_end: string | null;
            cancel_at_period_end: boolean;
            credits_per_month: number | null;
            api_access: boolean;
            subscription_id: string | null;
            customer_id: string | null;
            billing_provider: 'stripe' | 'local';
            /** @description The plan is the caller's team's: its owner's subscription, which the members' credits come from */
            team_plan: boolean;
            plan: {
              /** @description The plan's id, 'free_trial' on the trial, null without a subscription */
              id: string | null;
              /** @description 'Free trial', the plan's name, or 'No plan' */
              name: string;
              status: 'trialing' | 'active' | 'past_due' | 'canceled' | 'none';
              is_trial: boolean;
              /**
               * Format: date-time
               * @description Start of the live plan’s current period; null without one
               */
              period_start: string | null;
              /**
               * Format: date-time
               * @description End of the live plan’s current period (renewal or trial end)
               */
              period_end: string | null;
              cancel_at_period_end: boolean;
              /** @description Credits the live plan grants a period */
              credits_per_period: number | null;
              /** @description Rows one download may hold under this plan */
              download_row_limit: number;
              api_access: boolean;
              /** @description The free trial may still be started */
              trial_available: boolean;
            };
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getSubscriptionCheckout: {
    parameters: {
      query: {
        plan_id: string;
        promo_code?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            url: string;
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  postSubscriptionCreateCheckoutTrialUpgrade: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          plan_id: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            url: string;
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  postSubscriptionPaymentMethodAdd: {
    parameters: {
      query?: {
        success_url?: string;
        cancel_url?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            url: string;
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getSubscriptionManage: {
    parameters: {
      query?: {
        return_url?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            url: string;
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  postSubscriptionWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description A Stripe event object */
    requestBody: {
      content: {
        'application/json': unknown;
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            received: boolean;
            duplicate: boolean;
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getReportCost: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            cost: number;
            unit: string;
          };
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getReport: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        search?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            next: string | null;
            previous: string | null;
            results: {
              id: number;
              created_at: string;
              address: string;
              property_id: string;
              arv: number | null;
              arv_low: number | null;
              arv_high: number | null;
              confidence_level: string | null;
              thumbnail_url: string | null;
            }[];
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  postReport: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          address?: string;
          property_id?: string;
        };
      };
    };
    responses: {
      /** @description A full property report */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The report id; 0 for the public sample. */
            id: number;
            created_at: string;
            updated_at?: string;
            is_sample?: boolean;
            /** @description Opened by a share link: the assumptions cannot be changed. */
            read_only?: boolean;
            /** @description The day the comparable sales and the market were read as of. */
            reference_date: string;
            property: {
              id: string;
              address: string;
              latitude: number | null;
              longitude: number | null;
              property_type: string;
              property_subtype: string | null;
              standard_status: string;
              list_price: number;
              bedrooms: number | null;
              bathrooms: number | null;
              living_area: number | null;
              year_built: number | null;
              condition: string | null;
              thumbnail_url: string;
              photos: {
                url: string;
                kind: string;
                caption?: string;
              }[];
              /** @description A demonstration listing, not a real one. */
              is_demo?: boolean;
            } & {
              [key: string]: unknown;
            };
            /** @description The listing's price and status events when the report was made, newest first (GET /properties/{id}/history/). */
            history?: {
              /**
               * Format: date-time
               * @description When the change was seen.
               */
              at: string;
              kind: 'listed' | 'price_change' | 'status_change' | 'auction_date_change';
              /** @description List price before, dollars (price changes). */
              old_price: number | null;
              /** @description List price after, dollars (listed, price changes). */
              new_price: number | null;
              /** @description RESO StandardStatus before (status changes). */
              old_status: string | null;
              /** @description RESO StandardStatus after (listed, status changes). */
              new_status: string | null;
              /**
               * Format: date-time
               * @description Auction date before (auction date changes).
               */
              old_auction_date: string | null;
              /**
               * Format: date-time
               * @description Auction date after (auction date changes).
               */
              new_auction_date: string | null;
              source: 'import' | 'feed' | 'demo';
            }[];
            /** @description The property record (owners, mailing address, equity, distress) when the report was made; null without one. */
            owner?: {
              parcel_number: string | null;
              owner_names: string[];
              mailing_address: string | null;
              mailing_city: string | null;
              mailing_state: string | null;
              mailing_postal_code: string | null;
              absentee: boolean;
              owner_occupied: boolean;
              last_sale_price: number | null;
              last_sale_date: string | null;
              years_owned: number | null;
              assessed_value: number | null;
              market_value: number | null;
              tax_amount: number | null;
              tax_delinquent: boolean;
              loans: {
                amount: number;
                rate_pct: number;
                term_months: number;
                recorded_on: string;
              }[];
              open_mortgage_balance: number | null;
              estimated_equity: number | null;
              equity_pct: number | null;
              ltv: number | null;
              estimated_on: string | null;
              preforeclosure_stage: string | null;
              preforeclosure_recorded_on: string | null;
              preforeclosure_sale_date: string | null;
              distress_flags: string[];
              /** @description "Demo owner data" or "Public records". */
              owner_data: string;
            } | null;
            arv: {
              value: number | null;
              low: number | null;
              high: number | null;
              /** @description 0–100 */
              confidence: number | null;
              confidence_level: ('High' | 'Medium' | 'Low') | (never | null);
              explain: {
                value: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                range: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                confidence: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
              };
            };
            comps: {
              property_id: string;
              address: string;
              latitude: number;
              longitude: number;
              distance_mi: number;
              sold_date: string;
              price: number;
              living_area: number;
              year_built?: number | null;
              bedrooms?: number | null;
              bathrooms?: number | null;
              condition: string | null;
              adjustments: {
                factor: 'time' | 'size' | 'age' | 'condition' | 'beds_baths';
                amount: number;
                formula: string;
              }[];
              adjusted_price: number;
              /** @description Chosen by the user rather than by the selection rules. */
              added: boolean;
            }[];
            radius_mi: number;
            value_gap: {
              value: number | null;
              formula: string;
              inputs: {
                [key: string]: number | string | (never | null);
              };
            };
            lp_arv: {
              value: number | null;
              formula: string;
              inputs: {
                [key: string]: number | string | (never | null);
              };
            };
            rehab: {
              base: {
                value: number | null;
                formula: string;
                inputs: {
                  [key: string]: number | string | (never | null);
                };
              };
              contingency: {
                value: number | null;
                formula: string;
                inputs: {
                  [key: string]: number | string | (never | null);
                };
              };
              total: {
                value: number | null;
                formula: string;
                inputs: {
                  [key: string]: number | string | (never | null);
                };
              };
            };
            rent: {
              value: number;
              method: 'rental_comps' | 'rent_to_value';
              explain: {
                value: number | null;
                formula: string;
                inputs: {
                  [key: string]: number | string | (never | null);
                };
              };
            };
            rental_comps: {
              property_id: string;
              address: string;
              distance_mi: number;
              rent: number;
              living_area: number;
              bedrooms?: number | null;
              listed_date?: string | null;
            }[];
            analyses: {
              flip: {
                purchase_price: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                purchase_closing: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                rehab: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                holding_costs: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                financing_costs: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                selling_costs: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                total_cost: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                profit: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                cash_invested: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                roi_pct: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                max_offer_70: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
              };
              rental: {
                gross_rent: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                vacancy: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                effective_income: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                operating_expenses: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                noi: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                loan_amount: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                monthly_payment: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                cash_flow_annual: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                cash_flow_monthly: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                cash_invested: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                cap_rate_pct: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                cash_on_cash_pct: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                dscr: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
              };
              brrrr: {
                cash_in_before_refinance: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                refinance_loan: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                refinance_closing: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                cash_out: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                cash_left_in: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                monthly_payment: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                noi: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                cash_flow_annual: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                cash_on_cash_pct: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
              };
            } | null;
            auction:
              | ({
                  auction_date: string | null;
                  opening_bid: number | null;
                  auction_type?: string | null;
                  venue?: string | null;
                  /** @description scheduled, postponed, cancelled, sold or reverted_to_lender; null when not given. */
                  auction_status?: string | null;
                  max_bid: {
                    value: number | null;
                    formula: string;
                    inputs: {
                      [key: string]: number | string | (never | null);
                    };
                  };
                  return_at_opening_bid_pct?: {
                    value: number | null;
                    formula: string;
                    inputs: {
                      [key: string]: number | string | (never | null);
                    };
                  };
                } & {
                  [key: string]: unknown;
                })
              | null;
            market: {
              postal_code: string;
              sales_12m: number;
              active_listings: number;
              ppsf_trend: {
                month: string;
                median_ppsf: number;
                sales: number;
              }[];
              median_ppsf?: {
                value: number | null;
                formula: string;
                inputs: {
                  [key: string]: number | string | (never | null);
                };
              };
              ppsf_change_pct?: {
                value: number | null;
                formula: string;
                inputs: {
                  [key: string]: number | string | (never | null);
                };
              };
              median_days_on_market?: {
                value: number | null;
                formula: string;
                inputs: {
                  [key: string]: number | string | (never | null);
                };
              };
              sale_to_list_pct?: {
                value: number | null;
                formula: string;
                inputs: {
                  [key: string]: number | string | (never | null);
                };
              };
            } & {
              [key: string]: unknown;
            };
            assumptions: {
              purchase_price: number;
              down_payment_pct: number;
              interest_rate_pct: number;
              loan_term_years: number;
              purchase_closing_pct: number;
              rehab_per_sqft: number;
              rehab_contingency_pct: number;
              holding_months: number;
              property_tax_pct: number;
              insurance_pct: number;
              utilities_monthly: number;
              selling_cost_pct: number;
              monthly_rent: number;
              vacancy_pct: number;
              management_pct: number;
              maintenance_pct: number;
              capex_pct: number;
              hoa_monthly: number;
              refinance_ltv_pct: number;
              refinance_rate_pct: number;
              refinance_closing_pct: number;
              auction_premium_pct: number;
              target_return_pct: number;
              after_repair_condition: string;
              excluded_comp_ids: string[];
              added_comp_ids: string[];
            };
          } & {
            [key: string]: unknown;
          };
        };
      };
      /** @description A full property report */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The report id; 0 for the public sample. */
            id: number;
            created_at: string;
            updated_at?: string;
            is_sample?: boolean;
            /** @description Opened by a share link: the assumptions cannot be changed. */
            read_only?: boolean;
            /** @description The day the comparable sales and the market were read as of. */
            reference_date: string;
            property: {
              id: string;
              address: string;
              latitude: number | null;
              longitude: number | null;
              property_type: string;
              property_subtype: string | null;
              standard_status: string;
              list_price: number;
              bedrooms: number | null;
              bathrooms: number | null;
              living_area: number | null;
              year_built: number | null;
              condition: string | null;
              thumbnail_url: string;
              photos: {
                url: string;
                kind: string;
                caption?: string;
              }[];
              /** @description A demonstration listing, not a real one. */
              is_demo?: boolean;
            } & {
              [key: string]: unknown;
            };
            /** @description The listing's price and status events when the report was made, newest first (GET /properties/{id}/history/). */
            history?: {
              /**
               * Format: date-time
               * @description When the change was seen.
               */
              at: string;
              kind: 'listed' | 'price_change' | 'status_change' | 'auction_date_change';
              /** @description List price before, dollars (price changes). */
              old_price: number | null;
              /** @description List price after, dollars (listed, price changes). */
              new_price: number | null;
              /** @description RESO StandardStatus before (status changes). */
              old_status: string | null;
              /** @description RESO StandardStatus after (listed, status changes). */
              new_status: string | null;
              /**
               * Format: date-time
               * @description Auction date before (auction date changes).
               */
              old_auction_date: string | null;
              /**
               * Format: date-time
               * @description Auction date after (auction date changes).
               */
              new_auction_date: string | null;
              source: 'import' | 'feed' | 'demo';
            }[];
            /** @description The property record (owners, mailing address, equity, distress) when the report was made; null without one. */
            owner?: {
              parcel_number: string | null;
              owner_names: string[];
              mailing_address: string | null;
              mailing_city: string | null;
              mailing_state: string | null;
              mailing_postal_code: string | null;
              absentee: boolean;
              owner_occupied: boolean;
              last_sale_price: number | null;
              last_sale_date: string | null;
              years_owned: number | null;
              assessed_value: number | null;
              market_value: number | null;
              tax_amount: number | null;
              tax_delinquent: boolean;
              loans: {
                amount: number;
                rate_pct: number;
                term_months: number;
                recorded_on: string;
              }[];
              open_mortgage_balance: number | null;
              estimated_equity: number | null;
              equity_pct: number | null;
              ltv: number | null;
              estimated_on: string | null;
              preforeclosure_stage: string | null;
              preforeclosure_recorded_on: string | null;
              preforeclosure_sale_date: string | null;
              distress_flags: string[];
              /** @description "Demo owner data" or "Public records". */
              owner_data: string;
            } | null;
            arv: {
              value: number | null;
              low: number | null;
              high: number | null;
              /** @description 0–100 */
              confidence: number | null;
              confidence_level: ('High' | 'Medium' | 'Low') | (never | null);
              explain: {
                value: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                range: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                confidence: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
              };
            };
            comps: {
              property_id: string;
              address: string;
              latitude: number;
              longitude: number;
              distance_mi: number;
              sold_date: string;
              price: number;
              living_area: number;
              year_built?: number | null;
              bedrooms?: number | null;
              bathrooms?: number | null;
              condition: string | null;
              adjustments: {
                factor: 'time' | 'size' | 'age' | 'condition' | 'beds_baths';
                amount: number;
                formula: string;
              }[];
              adjusted_price: number;
              /** @description Chosen by the user rather than by the selection rules. */
              added: boolean;
            }[];
            radius_mi: number;
            value_gap: {
              value: number | null;
              formula: string;
              inputs: {
                [key: string]: number | string | (never | null);
              };
            };
            lp_arv: {
              value: number | null;
              formula: string;
              inputs: {
                [key: string]: number | string | (never | null);
              };
            };
            rehab: {
              base: {
                value: number | null;
                formula: string;
                inputs: {
                  [key: string]: number | string | (never | null);
                };
              };
              contingency: {
                value: number | null;
                formula: string;
                inputs: {
                  [key: string]: number | string | (never | null);
                };
              };
              total: {
                value: number | null;
                formula: string;
                inputs: {
                  [key: string]: number | string | (never | null);
                };
              };
            };
            rent: {
              value: number;
              method: 'rental_comps' | 'rent_to_value';
              explain: {
                value: number | null;
                formula: string;
                inputs: {
                  [key: string]: number | string | (never | null);
                };
              };
            };
            rental_comps: {
              property_id: string;
              address: string;
              distance_mi: number;
              rent: number;
              living_area: number;
              bedrooms?: number | null;
              listed_date?: string | null;
            }[];
            analyses: {
              flip: {
                purchase_price: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                purchase_closing: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                rehab: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                holding_costs: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                financing_costs: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                selling_costs: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                total_cost: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                profit: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                cash_invested: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                roi_pct: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                max_offer_70: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
              };
              rental: {
                gross_rent: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                vacancy: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                effective_income: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                operating_expenses: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                noi: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                loan_amount: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                monthly_payment: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                cash_flow_annual: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                cash_flow_monthly: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                cash_invested: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                cap_rate_pct: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                cash_on_cash_pct: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                dscr: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
              };
              brrrr: {
                cash_in_before_refinance: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                refinance_loan: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                refinance_closing: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                cash_out: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                cash_left_in: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                monthly_payment: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                noi: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                cash_flow_annual: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                cash_on_cash_pct: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
              };
            } | null;
            auction:
              | ({
                  auction_date: string | null;
                  opening_bid: number | null;
                  auction_type?: string | null;
                  venue?: string | null;
                  /** @description scheduled, postponed, cancelled, sold or reverted_to_lender; null when not given. */
                  auction_status?: string | null;
                  max_bid: {
                    value: number | null;
                    formula: string;
                    inputs: {
                      [key: string]: number | string | (never | null);
                    };
                  };
                  return_at_opening_bid_pct?: {
                    value: number | null;
                    formula: string;
                    inputs: {
                      [key: string]: number | string | (never | null);
                    };
                  };
                } & {
                  [key: string]: unknown;
                })
              | null;
            market: {
              postal_code: string;
              sales_12m: number;
              active_listings: number;
              ppsf_trend: {
                month: string;
                median_ppsf: number;
                sales: number;
              }[];
              median_ppsf?: {
                value: number | null;
                formula: string;
                inputs: {
                  [key: string]: number | string | (never | null);
                };
              };
              ppsf_change_pct?: {
                value: number | null;
                formula: string;
                inputs: {
                  [key: string]: number | string | (never | null);
                };
              };
              median_days_on_market?: {
                value: number | null;
                formula: string;
                inputs: {
                  [key: string]: number | string | (never | null);
                };
              };
              sale_to_list_pct?: {
                value: number | null;
                formula: string;
                inputs: {
                  [key: string]: number | string | (never | null);
                };
              };
            } & {
              [key: string]: unknown;
            };
            assumptions: {
              purchase_price: number;
              down_payment_pct: number;
              interest_rate_pct: number;
              loan_term_years: number;
              purchase_closing_pct: number;
              rehab_per_sqft: number;
              rehab_contingency_pct: number;
              holding_months: number;
              property_tax_pct: number;
              insurance_pct: number;
              utilities_monthly: number;
              selling_cost_pct: number;
              monthly_rent: number;
              vacancy_pct: number;
              management_pct: number;
              maintenance_pct: number;
              capex_pct: number;
              hoa_monthly: number;
              refinance_ltv_pct: number;
              refinance_rate_pct: number;
              refinance_closing_pct: number;
              auction_premium_pct: number;
              target_return_pct: number;
              after_repair_condition: string;
              excluded_comp_ids: string[];
              added_comp_ids: string[];
            };
          } & {
            [key: string]: unknown;
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not enough credits */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaymentRequiredAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getReportSuggestions: {
    parameters: {
      query: {
        q: string;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              property_id: string;
              address: string;
              status: string;
            }[];
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getReportDemo: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A full property report */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The report id; 0 for the public sample. */
            id: number;
            created_at: string;
            updated_at?: string;
            is_sample?: boolean;
            /** @description Opened by a share link: the assumptions cannot be changed. */
            read_only?: boolean;
            /** @description The day the comparable sales and the market were read as of. */
            reference_date: string;
            property: {
              id: string;
              address: string;
              latitude: number | null;
              longitude: number | null;
              property_type: string;
              property_subtype: string | null;
              standard_status: string;
              list_price: number;
              bedrooms: number | null;
              bathrooms: number | null;
              living_area: number | null;
              year_built: number | null;
              condition: string | null;
              thumbnail_url: string;
              photos: {
                url: string;
                kind: string;
                caption?: string;
              }[];
              /** @description A demonstration listing, not a real one. */
              is_demo?: boolean;
            } & {
              [key: string]: unknown;
            };
            /** @description The listing's price and status events when the report was made, newest first (GET /properties/{id}/history/). */
            history?: {
              /**
               * Format: date-time
               * @description When the change was seen.
               */
              at: string;
              kind: 'listed' | 'price_change' | 'status_change' | 'auction_date_change';
              /** @description List price before, dollars (price changes). */
              old_price: number | null;
              /** @description List price after, dollars (listed, price changes). */
              new_price: number | null;
              /** @description RESO StandardStatus before (status changes). */
              old_status: string | null;
              /** @description RESO StandardStatus after (listed, status changes). */
              new_status: string | null;
              /**
               * Format: date-time
               * @description Auction date before (auction date changes).
               */
              old_auction_date: string | null;
              /**
               * Format: date-time
               * @description Auction date after (auction date changes).
               */
              new_auction_date: string | null;
              source: 'import' | 'feed' | 'demo';
            }[];
            /** @description The property record (owners, mailing address, equity, distress) when the report was made; null without one. */
            owner?: {
              parcel_number: string | null;
              owner_names: string[];
              mailing_address: string | null;
              mailing_city: string | null;
              mailing_state: string | null;
              mailing_postal_code: string | null;
              absentee: boolean;
              owner_occupied: boolean;
              last_sale_price: number | null;
              last_sale_date: string | null;
              years_owned: number | null;
              assessed_value: number | null;
              market_value: number | null;
              tax_amount: number | null;
              tax_delinquent: boolean;
              loans: {
                amount: number;
                rate_pct: number;
                term_months: number;
                recorded_on: string;
              }[];
              open_mortgage_balance: number | null;
              estimated_equity: number | null;
              equity_pct: number | null;
              ltv: number | null;
              estimated_on: string | null;
              preforeclosure_stage: string | null;
              preforeclosure_recorded_on: string | null;
              preforeclosure_sale_date: string | null;
              distress_flags: string[];
              /** @description "Demo owner data" or "Public records". */
              owner_data: string;
            } | null;
            arv: {
              value: number | null;
              low: number | null;
              high: number | null;
              /** @description 0–100 */
              confidence: number | null;
              confidence_level: ('High' | 'Medium' | 'Low') | (never | null);
              explain: {
                value: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                range: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                confidence: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
              };
            };
            comps: {
              property_id: string;
              address: string;
              latitude: number;
              longitude: number;
              distance_mi: number;
              sold_date: string;
              price: number;
              living_area: number;
              year_built?: number | null;
              bedrooms?: number | null;
              bathrooms?: number | null;
              condition: string | null;
              adjustments: {
                factor: 'time' | 'size' | 'age' | 'condition' | 'beds_baths';
                amount: number;
                formula: string;
              }[];
              adjusted_price: number;
              /** @description Chosen by the user rather than by the selection rules. */
              added: boolean;
            }[];
            radius_mi: number;
            value_gap: {
              value: number | null;
              formula: string;
              inputs: {
                [key: string]: number | string | (never | null);
              };
            };
            lp_arv: {
              value: number | null;
              formula: string;
              inputs: {
                [key: string]: number | string | (never | null);
              };
            };
            rehab: {
              base: {
                value: number | null;
                formula: string;
                inputs: {
                  [key: string]: number | string | (never | null);
                };
              };
              contingency: {
                value: number | null;
                formula: string;
                inputs: {
                  [key: string]: number | string | (never | null);
                };
              };
              total: {
                value: number | null;
                formula: string;
                inputs: {
                  [key: string]: number | string | (never | null);
                };
              };
            };
            rent: {
              value: number;
              method: 'rental_comps' | 'rent_to_value';
              explain: {
                value: number | null;
                formula: string;
                inputs: {
                  [key: string]: number | string | (never | null);
                };
              };
            };
            rental_comps: {
              property_id: string;
              address: string;
              distance_mi: number;
              rent: number;
              living_area: number;
              bedrooms?: number | null;
              listed_date?: string | null;
            }[];
            analyses: {
              flip: {
                purchase_price: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                purchase_closing: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                rehab: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                holding_costs: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                financing_costs: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                selling_costs: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                total_cost: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                profit: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                cash_invested: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                roi_pct: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                max_offer_70: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
              };
              rental: {
                gross_rent: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                vacancy: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                effective_income: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                operating_expenses: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                noi: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                loan_amount: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                monthly_payment: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                cash_flow_annual: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                cash_flow_monthly: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                cash_invested: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                cap_rate_pct: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                cash_on_cash_pct: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                dscr: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
              };
              brrrr: {
                cash_in_before_refinance: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                refinance_loan: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                refinance_closing: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                cash_out: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                cash_left_in: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                monthly_payment: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                noi: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                cash_flow_annual: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                cash_on_cash_pct: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
              };
            } | null;
            auction:
              | ({
                  auction_date: string | null;
                  opening_bid: number | null;
                  auction_type?: string | null;
                  venue?: string | null;
                  /** @description scheduled, postponed, cancelled, sold or reverted_to_lender; null when not given. */
                  auction_status?: string | null;
                  max_bid: {
                    value: number | null;
                    formula: string;
                    inputs: {
                      [key: string]: number | string | (never | null);
                    };
                  };
                  return_at_opening_bid_pct?: {
                    value: number | null;
                    formula: string;
                    inputs: {
                      [key: string]: number | string | (never | null);
                    };
                  };
                } & {
                  [key: string]: unknown;
                })
              | null;
            market: {
              postal_code: string;
              sales_12m: number;
              active_listings: number;
              ppsf_trend: {
                month: string;
                median_ppsf: number;
                sales: number;
              }[];
              median_ppsf?: {
                value: number | null;
                formula: string;
                inputs: {
                  [key: string]: number | string | (never | null);
                };
              };
              ppsf_change_pct?: {
                value: number | null;
                formula: string;
                inputs: {
                  [key: string]: number | string | (never | null);
                };
              };
              median_days_on_market?: {
                value: number | null;
                formula: string;
                inputs: {
                  [key: string]: number | string | (never | null);
                };
              };
              sale_to_list_pct?: {
                value: number | null;
                formula: string;
                inputs: {
                  [key: string]: number | string | (never | null);
                };
              };
            } & {
              [key: string]: unknown;
            };
            assumptions: {
              purchase_price: number;
              down_payment_pct: number;
              interest_rate_pct: number;
              loan_term_years: number;
              purchase_closing_pct: number;
              rehab_per_sqft: number;
              rehab_contingency_pct: number;
              holding_months: number;
              property_tax_pct: number;
              insurance_pct: number;
              utilities_monthly: number;
              selling_cost_pct: number;
              monthly_rent: number;
              vacancy_pct: number;
              management_pct: number;
              maintenance_pct: number;
              capex_pct: number;
              hoa_monthly: number;
              refinance_ltv_pct: number;
              refinance_rate_pct: number;
              refinance_closing_pct: number;
              auction_premium_pct: number;
              target_return_pct: number;
              after_repair_condition: string;
              excluded_comp_ids: string[];
              added_comp_ids: string[];
            };
          } & {
            [key: string]: unknown;
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getReportDemoPdf: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The report as a PDF */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getReportSharedByToken: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A full property report */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The report id; 0 for the public sample. */
            id: number;
            created_at: string;
            updated_at?: string;
            is_sample?: boolean;
            /** @description Opened by a share link: the assumptions cannot be changed. */
            read_only?: boolean;
            /** @description The day the comparable sales and the market were read as of. */
            reference_date: string;
            property: {
              id: string;
              address: string;
              latitude: number | null;
              longitude: number | null;
              property_type: string;
              property_subtype: string | null;
              standard_status: string;
              list_price: number;
              bedrooms: number | null;
              bathrooms: number | null;
              living_area: number | null;
              year_built: number | null;
              condition: string | null;
              thumbnail_url: string;
              photos: {
                url: string;
                kind: string;
                caption?: string;
              }[];
              /** @description A demonstration listing, not a real one. */
              is_demo?: boolean;
            } & {
              [key: string]: unknown;
            };
            /** @description The listing's price and status events when the report was made, newest first (GET /properties/{id}/history/). */
            history?: {
              /**
               * Format: date-time
               * @description When the change was seen.
               */
              at: string;
              kind: 'listed' | 'price_change' | 'status_change' | 'auction_date_change';
              /** @description List price before, dollars (price changes). */
              old_price: number | null;
              /** @description List price after, dollars (listed, price changes). */
              new_price: number | null;
              /** @description RESO StandardStatus before (status changes). */
              old_status: string | null;
              /** @description RESO StandardStatus after (listed, status changes). */
              new_status: string | null;
              /**
               * Format: date-time
               * @description Auction date before (auction date changes).
               */
              old_auction_date: string | null;
              /**
               * Format: date-time
               * @description Auction date after (auction date changes).
               */
              new_auction_date: string | null;
              source: 'import' | 'feed' | 'demo';
            }[];
            /** @description The property record (owners, mailing address, equity, distress) when the report was made; null without one. */
            owner?: {
              parcel_number: string | null;
              owner_names: string[];
              mailing_address: string | null;
              mailing_city: string | null;
              mailing_state: string | null;
              mailing_postal_code: string | null;
              absentee: boolean;
              owner_occupied: boolean;
              last_sale_price: number | null;
              last_sale_date: string | null;
              years_owned: number | null;
              assessed_value: number | null;
              market_value: number | null;
              tax_amount: number | null;
              tax_delinquent: boolean;
              loans: {
                amount: number;
                rate_pct: number;
                term_months: number;
                recorded_on: string;
              }[];
              open_mortgage_balance: number | null;
              estimated_equity: number | null;
              equity_pct: number | null;
              ltv: number | null;
              estimated_on: string | null;
              preforeclosure_stage: string | null;
              preforeclosure_recorded_on: string | null;
              preforeclosure_sale_date: string | null;
              distress_flags: string[];
              /** @description "Demo owner data" or "Public records". */
              owner_data: string;
            } | null;
            arv: {
              value: number | null;
              low: number | null;
              high: number | null;
              /** @description 0–100 */
              confidence: number | null;
              confidence_level: ('High' | 'Medium' | 'Low') | (never | null);
              explain: {
                value: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                range: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                confidence: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
              };
            };
            comps: {
              property_id: string;
              address: string;
              latitude: number;
              longitude: number;
              distance_mi: number;
              sold_date: string;
              price: number;
              living_area: number;
              year_built?: number | null;
              bedrooms?: number | null;
              bathrooms?: number | null;
              condition: string | null;
              adjustments: {
                factor: 'time' | 'size' | 'age' | 'condition' | 'beds_baths';
                amount: number;
                formula: string;
              }[];
              adjusted_price: number;
              /** @description Chosen by the user rather than by the selection rules. */
              added: boolean;
            }[];
            radius_mi: number;
            value_gap: {
              value: number | null;
              formula: string;
              inputs: {
                [key: string]: number | string | (never | null);
              };
            };
            lp_arv: {
              value: number | null;
              formula: string;
              inputs: {
                [key: string]: number | string | (never | null);
              };
            };
            rehab: {
              base: {
                value: number | null;
                formula: string;
                inputs: {
                  [key: string]: number | string | (never | null);
                };
              };
              contingency: {
                value: number | null;
                formula: string;
                inputs: {
                  [key: string]: number | string | (never | null);
                };
              };
              total: {
                value: number | null;
                formula: string;
                inputs: {
                  [key: string]: number | string | (never | null);
                };
              };
            };
            rent: {
              value: number;
              method: 'rental_comps' | 'rent_to_value';
              explain: {
                value: number | null;
                formula: string;
                inputs: {
                  [key: string]: number | string | (never | null);
                };
              };
            };
            rental_comps: {
              property_id: string;
              address: string;
              distance_mi: number;
              rent: number;
              living_area: number;
              bedrooms?: number | null;
              listed_date?: string | null;
            }[];
            analyses: {
              flip: {
                purchase_price: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                purchase_closing: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                rehab: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                holding_costs: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                financing_costs: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                selling_costs: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                total_cost: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                profit: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                cash_invested: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                roi_pct: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                max_offer_70: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
              };
              rental: {
                gross_rent: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                vacancy: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                effective_income: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                operating_expenses: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                noi: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                loan_amount: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                monthly_payment: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                cash_flow_annual: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                cash_flow_monthly: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                cash_invested: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                cap_rate_pct: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                cash_on_cash_pct: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                dscr: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
              };
              brrrr: {
                cash_in_before_refinance: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                refinance_loan: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                refinance_closing: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                cash_out: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                cash_left_in: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                monthly_payment: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                noi: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                cash_flow_annual: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                cash_on_cash_pct: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
              };
            } | null;
            auction:
              | ({
                  auction_date: string | null;
                  opening_bid: number | null;
                  auction_type?: string | null;
                  venue?: string | null;
                  /** @description scheduled, postponed, cancelled, sold or reverted_to_lender; null when not given. */
                  auction_status?: string | null;
                  max_bid: {
                    value: number | null;
                    formula: string;
                    inputs: {
                      [key: string]: number | string | (never | null);
                    };
                  };
                  return_at_opening_bid_pct?: {
                    value: number | null;
                    formula: string;
                    inputs: {
                      [key: string]: number | string | (never | null);
                    };
                  };
                } & {
                  [key: string]: unknown;
                })
              | null;
            market: {
              postal_code: string;
              sales_12m: number;
              active_listings: number;
              ppsf_trend: {
                month: string;
                median_ppsf: number;
                sales: number;
              }[];
              median_ppsf?: {
                value: number | null;
                formula: string;
                inputs: {
                  [key: string]: number | string | (never | null);
                };
              };
              ppsf_change_pct?: {
                value: number | null;
                formula: string;
                inputs: {
                  [key: string]: number | string | (never | null);
                };
              };
              median_days_on_market?: {
                value: number | null;
                formula: string;
                inputs: {
                  [key: string]: number | string | (never | null);
                };
              };
              sale_to_list_pct?: {
                value: number | null;
                formula: string;
                inputs: {
                  [key: string]: number | string | (never | null);
                };
              };
            } & {
              [key: string]: unknown;
            };
            assumptions: {
              purchase_price: number;
              down_payment_pct: number;
              interest_rate_pct: number;
              loan_term_years: number;
              purchase_closing_pct: number;
              rehab_per_sqft: number;
              rehab_contingency_pct: number;
              holding_months: number;
              property_tax_pct: number;
              insurance_pct: number;
              utilities_monthly: number;
              selling_cost_pct: number;
              monthly_rent: number;
              vacancy_pct: number;
              management_pct: number;
              maintenance_pct: number;
              capex_pct: number;
              hoa_monthly: number;
              refinance_ltv_pct: number;
              refinance_rate_pct: number;
              refinance_closing_pct: number;
              auction_premium_pct: number;
              target_return_pct: number;
              after_repair_condition: string;
              excluded_comp_ids: string[];
              added_comp_ids: string[];
            };
          } & {
            [key: string]: unknown;
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getReportSharedByTokenPdf: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The report as a PDF */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getReportById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A full property report */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The report id; 0 for the public sample. */
            id: number;
            created_at: string;
            updated_at?: string;
            is_sample?: boolean;
            /** @description Opened by a share link: the assumptions cannot be changed. */
            read_only?: boolean;
            /** @description The day the comparable sales and the market were read as of. */
            reference_date: string;
            property: {
              id: string;
              address: string;
              latitude: number | null;
              longitude: number | null;
              property_type: string;
              property_subtype: string | null;
              standard_status: string;
              list_price: number;
              bedrooms: number | null;
              bathrooms: number | null;
              living_area: number | null;
              year_built: number | null;
              condition: string | null;
              thumbnail_url: string;
              photos: {
                url: string;
                kind: string;
                caption?: string;
              }[];
              /** @description A demonstration listing, not a real one. */
              is_demo?: boolean;
            } & {
              [key: string]: unknown;
            };
            /** @description The listing's price and status events when the report was made, newest first (GET /properties/{id}/history/). */
            history?: {
              /**
               * Format: date-time
               * @description When the change was seen.
               */
              at: string;
              kind: 'listed' | 'price_change' | 'status_change' | 'auction_date_change';
              /** @description List price before, dollars (price changes). */
              old_price: number | null;
              /** @description List price after, dollars (listed, price changes). */
              new_price: number | null;
              /** @description RESO StandardStatus before (status changes). */
              old_status: string | null;
              /** @description RESO StandardStatus after (listed, status changes). */
              new_status: string | null;
              /**
               * Format: date-time
               * @description Auction date before (auction date changes).
               */
              old_auction_date: string | null;
              /**
               * Format: date-time
               * @description Auction date after (auction date changes).
               */
              new_auction_date: string | null;
              source: 'import' | 'feed' | 'demo';
            }[];
            /** @description The property record (owners, mailing address, equity, distress) when the report was made; null without one. */
            owner?: {
              parcel_number: string | null;
              owner_names: string[];
              mailing_address: string | null;
              mailing_city: string | null;
              mailing_state: string | null;
              mailing_postal_code: string | null;
              absentee: boolean;
              owner_occupied: boolean;
              last_sale_price: number | null;
              last_sale_date: string | null;
              years_owned: number | null;
              assessed_value: number | null;
              market_value: number | null;
              tax_amount: number | null;
              tax_delinquent: boolean;
              loans: {
                amount: number;
                rate_pct: number;
                term_months: number;
                recorded_on: string;
              }[];
              open_mortgage_balance: number | null;
              estimated_equity: number | null;
              equity_pct: number | null;
              ltv: number | null;
              estimated_on: string | null;
              preforeclosure_stage: string | null;
              preforeclosure_recorded_on: string | null;
              preforeclosure_sale_date: string | null;
              distress_flags: string[];
              /** @description "Demo owner data" or "Public records". */
              owner_data: string;
            } | null;
            arv: {
              value: number | null;
              low: number | null;
              high: number | null;
              /** @description 0–100 */
              confidence: number | null;
              confidence_level: ('High' | 'Medium' | 'Low') | (never | null);
              explain: {
                value: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                range: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                confidence: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
              };
            };
            comps: {
              property_id: string;
              address: string;
              latitude: number;
              longitude: number;
              distance_mi: number;
              sold_date: string;
              price: number;
              living_area: number;
              year_built?: number | null;
              bedrooms?: number | null;
              bathrooms?: number | null;
              condition: string | null;
              adjustments: {
                factor: 'time' | 'size' | 'age' | 'condition' | 'beds_baths';
                amount: number;
                formula: string;
              }[];
              adjusted_price: number;
              /** @description Chosen by the user rather than by the selection rules. */
              added: boolean;
            }[];
            radius_mi: number;
            value_gap: {
              value: number | null;
              formula: string;
              inputs: {
                [key: string]: number | string | (never | null);
              };
            };
            lp_arv: {
              value: number | null;
              formula: string;
              inputs: {
                [key: string]: number | string | (never | null);
              };
            };
            rehab: {
              base: {
                value: number | null;
                formula: string;
                inputs: {
                  [key: string]: number | string | (never | null);
                };
              };
              contingency: {
                value: number | null;
                formula: string;
                inputs: {
                  [key: string]: number | string | (never | null);
                };
              };
              total: {
                value: number | null;
                formula: string;
                inputs: {
                  [key: string]: number | string | (never | null);
                };
              };
            };
            rent: {
              value: number;
              method: 'rental_comps' | 'rent_to_value';
              explain: {
                value: number | null;
                formula: string;
                inputs: {
                  [key: string]: number | string | (never | null);
                };
              };
            };
            rental_comps: {
              property_id: string;
              address: string;
              distance_mi: number;
              rent: number;
              living_area: number;
              bedrooms?: number | null;
              listed_date?: string | null;
            }[];
            analyses: {
              flip: {
                purchase_price: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                purchase_closing: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                rehab: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                holding_costs: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                financing_costs: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                selling_costs: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                total_cost: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                profit: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                cash_invested: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                roi_pct: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                max_offer_70: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
              };
              rental: {
                gross_rent: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                vacancy: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                effective_income: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                operating_expenses: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                noi: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                loan_amount: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                monthly_payment: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                cash_flow_annual: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                cash_flow_monthly: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                cash_invested: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                cap_rate_pct: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                cash_on_cash_pct: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                dscr: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
              };
              brrrr: {
                cash_in_before_refinance: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                refinance_loan: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                refinance_closing: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                cash_out: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                cash_left_in: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                monthly_payment: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                noi: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                cash_flow_annual: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                cash_on_cash_pct: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
              };
            } | null;
            auction:
              | ({
                  auction_date: string | null;
                  opening_bid: number | null;
                  auction_type?: string | null;
                  venue?: string | null;
                  /** @description scheduled, postponed, cancelled, sold or reverted_to_lender; null when not given. */
                  auction_status?: string | null;
                  max_bid: {
                    value: number | null;
                    formula: string;
                    inputs: {
                      [key: string]: number | string | (never | null);
                    };
                  };
                  return_at_opening_bid_pct?: {
                    value: number | null;
                    formula: string;
                    inputs: {
                      [key: string]: number | string | (never | null);
                    };
                  };
                } & {
                  [key: string]: unknown;
                })
              | null;
            market: {
              postal_code: string;
              sales_12m: number;
              active_listings: number;
              ppsf_trend: {
                month: string;
                median_ppsf: number;
                sales: number;
              }[];
              median_ppsf?: {
                value: number | null;
                formula: string;
                inputs: {
                  [key: string]: number | string | (never | null);
                };
              };
              ppsf_change_pct?: {
                value: number | null;
                formula: string;
                inputs: {
                  [key: string]: number | string | (never | null);
                };
              };
              median_days_on_market?: {
                value: number | null;
                formula: string;
                inputs: {
                  [key: string]: number | string | (never | null);
                };
              };
              sale_to_list_pct?: {
                value: number | null;
                formula: string;
                inputs: {
                  [key: string]: number | string | (never | null);
                };
              };
            } & {
              [key: string]: unknown;
            };
            assumptions: {
              purchase_price: number;
              down_payment_pct: number;
              interest_rate_pct: number;
              loan_term_years: number;
              purchase_closing_pct: number;
              rehab_per_sqft: number;
              rehab_contingency_pct: number;
              holding_months: number;
              property_tax_pct: number;
              insurance_pct: number;
              utilities_monthly: number;
              selling_cost_pct: number;
              monthly_rent: number;
              vacancy_pct: number;
              management_pct: number;
              maintenance_pct: number;
              capex_pct: number;
              hoa_monthly: number;
              refinance_ltv_pct: number;
              refinance_rate_pct: number;
              refinance_closing_pct: number;
              auction_premium_pct: number;
              target_return_pct: number;
              after_repair_condition: string;
              excluded_comp_ids: string[];
              added_comp_ids: string[];
            };
          } & {
            [key: string]: unknown;
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  putReportByIdAssumptions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          purchase_price?: number;
          down_payment_pct?: number;
          interest_rate_pct?: number;
          loan_term_years?: number;
          purchase_closing_pct?: number;
          rehab_per_sqft?: number;
          rehab_contingency_pct?: number;
          holding_months?: number;
          property_tax_pct?: number;
          insurance_pct?: number;
          utilities_monthly?: number;
          selling_cost_pct?: number;
          monthly_rent?: number;
          vacancy_pct?: number;
          management_pct?: number;
          maintenance_pct?: number;
          capex_pct?: number;
          hoa_monthly?: number;
          refinance_ltv_pct?: number;
          refinance_rate_pct?: number;
          refinance_closing_pct?: number;
          auction_premium_pct?: number;
          target_return_pct?: number;
          after_repair_condition?: 'Very Poor' | 'Poor' | 'Fair' | 'Good' | 'Excellent';
          excluded_comp_ids?: string[];
          added_comp_ids?: string[];
        };
      };
    };
    responses: {
      /** @description A full property report */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The report id; 0 for the public sample. */
            id: number;
            created_at: string;
            updated_at?: string;
            is_sample?: boolean;
            /** @description Opened by a share link: the assumptions cannot be changed. */
            read_only?: boolean;
            /** @description The day the comparable sales and the market were read as of. */
            reference_date: string;
            property: {
              id: string;
              address: string;
              latitude: number | null;
              longitude: number | null;
              property_type: string;
              property_subtype: string | null;
              standard_status: string;
              list_price: number;
              bedrooms: number | null;
              bathrooms: number | null;
              living_area: number | null;
              year_built: number | null;
              condition: string | null;
              thumbnail_url: string;
              photos: {
                url: string;
                kind: string;
                caption?: string;
              }[];
              /** @description A demonstration listing, not a real one. */
              is_demo?: boolean;
            } & {
              [key: string]: unknown;
            };
            /** @description The listing's price and status events when the report was made, newest first (GET /properties/{id}/history/). */
            history?: {
              /**
               * Format: date-time
               * @description When the change was seen.
               */
              at: string;
              kind: 'listed' | 'price_change' | 'status_change' | 'auction_date_change';
              /** @description List price before, dollars (price changes). */
              old_price: number | null;
              /** @description List price after, dollars (listed, price changes). */
              new_price: number | null;
              /** @description RESO StandardStatus before (status changes). */
              old_status: string | null;
              /** @description RESO StandardStatus after (listed, status changes). */
              new_status: string | null;
              /**
               * Format: date-time
               * @description Auction date before (auction date changes).
               */
              old_auction_date: string | null;
              /**
               * Format: date-time
               * @description Auction date after (auction date changes).
               */
              new_auction_date: string | null;
              source: 'import' | 'feed' | 'demo';
            }[];
            /** @description The property record (owners, mailing address, equity, distress) when the report was made; null without one. */
            owner?: {
              parcel_number: string | null;
              owner_names: string[];
              mailing_address: string | null;
              mailing_city: string | null;
              mailing_state: string | null;
              mailing_postal_code: string | null;
              absentee: boolean;
              owner_occupied: boolean;
              last_sale_price: number | null;
              last_sale_date: string | null;
              years_owned: number | null;
              assessed_value: number | null;
              market_value: number | null;
              tax_amount: number | null;
              tax_delinquent: boolean;
              loans: {
                amount: number;
                rate_pct: number;
                term_months: number;
                recorded_on: string;
              }[];
              open_mortgage_balance: number | null;
              estimated_equity: number | null;
              equity_pct: number | null;
              ltv: number | null;
              estimated_on: string | null;
              preforeclosure_stage: string | null;
              preforeclosure_recorded_on: string | null;
              preforeclosure_sale_date: string | null;
              distress_flags: string[];
              /** @description "Demo owner data" or "Public records". */
              owner_data: string;
            } | null;
            arv: {
              value: number | null;
              low: number | null;
              high: number | null;
              /** @description 0–100 */
              confidence: number | null;
              confidence_level: ('High' | 'Medium' | 'Low') | (never | null);
              explain: {
                value: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                range: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                confidence: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
              };
            };
            comps: {
              property_id: string;
              address: string;
              latitude: number;
              longitude: number;
              distance_mi: number;
              sold_date: string;
              price: number;
              living_area: number;
              year_built?: number | null;
              bedrooms?: number | null;
              bathrooms?: number | null;
              condition: string | null;
              adjustments: {
                factor: 'time' | 'size' | 'age' | 'condition' | 'beds_baths';
                amount: number;
                formula: string;
              }[];
              adjusted_price: number;
              /** @description Chosen by the user rather than by the selection rules. */
              added: boolean;
            }[];
            radius_mi: number;
            value_gap: {
              value: number | null;
              formula: string;
              inputs: {
                [key: string]: number | string | (never | null);
              };
            };
            lp_arv: {
              value: number | null;
              formula: string;
              inputs: {
                [key: string]: number | string | (never | null);
              };
            };
            rehab: {
              base: {
                value: number | null;
                formula: string;
                inputs: {
                  [key: string]: number | string | (never | null);
                };
              };
              contingency: {
                value: number | null;
                formula: string;
                inputs: {
                  [key: string]: number | string | (never | null);
                };
              };
              total: {
                value: number | null;
                formula: string;
                inputs: {
                  [key: string]: number | string | (never | null);
                };
              };
            };
            rent: {
              value: number;
              method: 'rental_comps' | 'rent_to_value';
              explain: {
                value: number | null;
                formula: string;
                inputs: {
                  [key: string]: number | string | (never | null);
                };
              };
            };
            rental_comps: {
              property_id: string;
              address: string;
              distance_mi: number;
              rent: number;
              living_area: number;
              bedrooms?: number | null;
              listed_date?: string | null;
            }[];
            analyses: {
              flip: {
                purchase_price: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                purchase_closing: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                rehab: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                holding_costs: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                financing_costs: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                selling_costs: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                total_cost: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                profit: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                cash_invested: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                roi_pct: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                max_offer_70: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
              };
              rental: {
                gross_rent: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                vacancy: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                effective_income: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                operating_expenses: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                noi: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                loan_amount: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                monthly_payment: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                cash_flow_annual: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                cash_flow_monthly: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                cash_invested: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                cap_rate_pct: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                cash_on_cash_pct: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                dscr: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
              };
              brrrr: {
                cash_in_before_refinance: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                refinance_loan: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                refinance_closing: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                cash_out: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                cash_left_in: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                monthly_payment: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                noi: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                cash_flow_annual: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
                cash_on_cash_pct: {
                  value: number | null;
                  formula: string;
                  inputs: {
                    [key: string]: number | string | (never | null);
                  };
                };
              };
            } | null;
            auction:
              | ({
                  auction_date: string | null;
                  opening_bid: number | null;
                  auction_type?: string | null;
                  venue?: string | null;
                  /** @description scheduled, postponed, cancelled, sold or reverted_to_lender; null when not given. */
                  auction_status?: string | null;
                  max_bid: {
                    value: number | null;
                    formula: string;
                    inputs: {
                      [key: string]: number | string | (never | null);
                    };
                  };
                  return_at_opening_bid_pct?: {
                    value: number | null;
                    formula: string;
                    inputs: {
                      [key: string]: number | string | (never | null);
                    };
                  };
                } & {
                  [key: string]: unknown;
                })
              | null;
            market: {
              postal_code: string;
              sales_12m: number;
              active_listings: number;
              ppsf_trend: {
                month: string;
                median_ppsf: number;
                sales: number;
              }[];
              median_ppsf?: {
                value: number | null;
                formula: string;
                inputs: {
                  [key: string]: number | string | (never | null);
                };
              };
              ppsf_change_pct?: {
                value: number | null;
                formula: string;
                inputs: {
                  [key: string]: number | string | (never | null);
                };
              };
              median_days_on_market?: {
                value: number | null;
                formula: string;
                inputs: {
                  [key: string]: number | string | (never | null);
                };
              };
              sale_to_list_pct?: {
                value: number | null;
                formula: string;
                inputs: {
                  [key: string]: number | string | (never | null);
                };
              };
            } & {
              [key: string]: unknown;
            };
            assumptions: {
              purchase_price: number;
              down_payment_pct: number;
              interest_rate_pct: number;
              loan_term_years: number;
              purchase_closing_pct: number;
              rehab_per_sqft: number;
              rehab_contingency_pct: number;
              holding_months: number;
              property_tax_pct: number;
              insurance_pct: number;
              utilities_monthly: number;
              selling_cost_pct: number;
              monthly_rent: number;
              vacancy_pct: number;
              management_pct: number;
              maintenance_pct: number;
              capex_pct: number;
              hoa_monthly: number;
              refinance_ltv_pct: number;
              refinance_rate_pct: number;
              refinance_closing_pct: number;
              auction_premium_pct: number;
              target_return_pct: number;
              after_repair_condition: string;
              excluded_comp_ids: string[];
              added_comp_ids: string[];
            };
          } & {
            [key: string]: unknown;
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getReportByIdPdf: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The report as a PDF */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getReportByIdShare: {
    parameters: {
      query?: {
        /** @description How many days the link opens the report. */
        expires_in_days?: number;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            /** @description Shown in this answer only. */
            token: string;
            /** @description The link's page in the portal. */
            path: string;
            expires_at: string;
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getReportByIdShares: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            next: string | null;
            previous: string | null;
            results: {
              id: number;
              created_at: string;
              expires_at: string;
              revoked_at: string | null;
              /** @description Opens the report now: neither expired nor revoked. */
              active: boolean;
            }[];
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  postReportByIdSharesByShare_idRevoke: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        share_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            created_at: string;
            expires_at: string;
            revoked_at: string | null;
            /** @description Opens the report now: neither expired nor revoked. */
            active: boolean;
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getPropertiesViewed: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        older?: boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            next: string | null;
            previous: string | null;
            results: {
              id: string;
              property_id: string;
              viewed_at: string;
              view_count: number;
              property: {
                id: string;
                listing_key: string;
                address: string;
                city: string;
                state: string;
                postal_code: string;
                county: string;
                latitude: number | null;
                longitude: number | null;
                property_type: string;
                property_subtype: string | null;
                status: string;
                standard_status: string;
                special_listing_conditions: string[];
                is_auction: boolean;
                auction_date: string | null;
                auction_opening_bid: number | null;
                auction_type: string | null;
                auction_venue: string | null;
                /**
                 * @description Where the auction stands: scheduled, postponed (moved to the date given), cancelled, sold (to a bidder at the auction) or reverted_to_lender; null for standard listings and auctions whose data gives none.
                 * @enum {string|null}
                 */
                auction_status: 'scheduled' | 'postponed' | 'cancelled' | 'sold' | 'reverted_to_lender' | null;
                list_price: number;
                original_list_price: number | null;
                close_price: number | null;
                close_date: string | null;
                on_market_date: string | null;
                days_on_market: number | null;
                cumulative_days_on_market: number | null;
                bedrooms: number | null;
                bathrooms: number | null;
                living_area: number | null;
                lot_size_sqft: number | null;
                year_built: number | null;
                arv: number | null;
                arv_confidence: number | null;
                value_gap: number | null;
                value_gap_pct: number | null;
                lp_arv: number | null;
                rehab_estimate: number | null;
                rent_estimate: number | null;
                condition: string | null;
                investment_potential: string | null;
                thumbnail_url: string;
                has_photos: boolean;
                is_demo: boolean;
                is_saved: boolean;
                /** @description Owners from the public record, separated by "; ". */
                owner_names?: string | null;
                owner_mailing_address?: string | null;
                owner_mailing_city?: string | null;
                owner_mailing_state?: string | null;
                owner_mailing_zip?: string | null;
                absentee_owner?: boolean | null;
                owner_occupied?: boolean | null;
                /** @description Whole years since the last sale. */
                years_owned?: number | null;
                last_sale_price?: number | null;
                last_sale_date?: string | null;
                /** @description Recorded loans amortised to estimated_on. */
                open_mortgage_balance?: number | null;
                estimated_equity?: number | null;
                /** @description Estimated equity, % of the market value. */
                equity_pct?: number | null;
                /** @description Open mortgage balance ÷ market value (0.8 = 80%). */
                ltv?: number | null;
                tax_delinquent?: boolean | null;
                preforeclosure_stage?: string | null;
                distress_flags?: string[] | null;
                /** @description "Demo owner data" (generated for the demo listings) or "Public records". */
                owner_data?: string | null;
              };
            }[];
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  postPropertiesViewed: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          property_id: number;
        };
      };
    };
    responses: {
      /** @description Recorded */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  postBugs: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          title?: string;
          description: string;
          page_url?: string;
          browser?: string;
          /**
           * Format: binary
           * @description One PNG, JPEG, GIF or WebP image of at most 5 MB.
           */
          screenshot?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getKeys: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            next: string | null;
            previous: string | null;
            results: {
              id: number;
              name: string;
              /** @description The start of the key, shown in place of the secret. */
              prefix: string;
              created_at: string;
              last_used_at: string | null;
              request_count: number;
              embed_id: string;
              allowed_origins: string[];
              /** @description Credits the website widget may spend per visitor session. */
              widget_session_credits: number;
              /** @description Credits the website widget may spend per day (UTC). */
              widget_daily_credits: number;
            }[];
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getKeysGenerate: {
    parameters: {
      query: {
        name: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            name: string;
            /** @description The full key: shown now and never again (only its hash is stored). */
            key: string;
            prefix: string;
            created_at: string;
            embed_id: string;
            allowed_origins: string[];
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getKeysReveal: {
    parameters: {
      query: {
        key_id: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No longer available */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getKeysDelete: {
    parameters: {
      query: {
        key_id: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  putKeysByIdOrigins: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description Websites allowed to embed the widget: "https://host[:port]" or "http://localhost[:port]". */
          allowed_origins: string[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            name: string;
            /** @description The start of the key, shown in place of the secret. */
            prefix: string;
            created_at: string;
            last_used_at: string | null;
            request_count: number;
            embed_id: string;
            allowed_origins: string[];
            /** @description Credits the website widget may spend per visitor session. */
            widget_session_credits: number;
            /** @description Credits the website widget may spend per day (UTC). */
            widget_daily_credits: number;
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  putKeysByIdWidgetCredits: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          widget_session_credits: number;
          widget_daily_credits: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            name: string;
            /** @description The start of the key, shown in place of the secret. */
            prefix: string;
            created_at: string;
            last_used_at: string | null;
            request_count: number;
            embed_id: string;
            allowed_origins: string[];
            /** @description Credits the website widget may spend per visitor session. */
            widget_session_credits: number;
            /** @description Credits the website widget may spend per day (UTC). */
            widget_daily_credits: number;
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getKeysByIdCalls: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            next: string | null;
            previous: string | null;
            results: {
              id: number;
              called_at: string;
              method: string;
              route: string;
              status: number;
              credits: number;
              duration_ms: number;
            }[];
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  postEmbedSession: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          embed_id: string;
          /** @description The website framing the widget's page (read by the page from its frame); must agree with the browser's Origin. */
          parent_origin?: string;
          /** @description The report widget's listing: its report may be opened. */
          property_id?: string;
          /** @description The current token, to keep its visitor session (and what it spent) when renewing. */
          renewing_token?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            token: string;
            expires_at: string;
            allowed: boolean;
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getEndpoints: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            /** @enum {object|null} */
            next: never | null;
            /** @enum {object|null} */
            previous: never | null;
            results: {
              id: string;
              method: string;
              path: string;
              summary: string;
              credits: string;
              rate_limit_per_minute: number;
            }[];
          };
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getEndpointsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            method: string;
            path: string;
            summary: string;
            credits: string;
            rate_limit_per_minute: number;
            description: string;
            parameters: {
              name: string;
              in: 'query' | 'body' | 'path';
              required: boolean;
              type: string;
              description?: string;
              enum?: string[];
              minimum?: number;
              maximum?: number;
              max_length?: number;
            }[];
            response_schema: {
              [key: string]: unknown;
            };
            examples: {
              curl: string;
              javascript: string;
              typescript: string;
            };
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getTemplatesAuditReport: {
    parameters: {
      query: {
        /** @description The page to check, e.g. https://www.example.com/listings */
        website: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            website: string;
            final_url: string;
            https: boolean;
            reachable: boolean;
            status: number | null;
            snippet_found: boolean;
            embed_id: string | null;
            key_name: string | null;
            key_valid: boolean;
            origin_allowed: boolean;
            checks: {
              id: string;
              label: string;
              ok: boolean;
              detail: string;
            }[];
            fixes: string[];
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getWebhooksEventTypes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            type: string;
            label: string;
          }[];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getWebhooksEndpoints: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            next: string | null;
            previous: string | null;
            results: {
              id: number;
              url: string;
              description: string;
              event_types: string[];
              events: {
                type: string;
                label: string;
              }[];
              secret_hint: string;
              created_at: string;
              updated_at: string;
            }[];
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  postWebhooksEndpoints: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description Where deliveries are POSTed: an https address that resolves to a public address */
          url: string;
          description?: string;
          event_types: ('listing.new_match' | 'listing.price_drop' | 'listing.status_change' | 'auction.date_change')[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            url: string;
            description: string;
            event_types: string[];
            events: {
              type: string;
              label: string;
            }[];
            secret_hint: string;
            created_at: string;
            updated_at: string;
            /** @description whsec_…: shown only once */
            secret: string;
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getWebhooksEndpointsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            url: string;
            description: string;
            event_types: string[];
            events: {
              type: string;
              label: string;
            }[];
            secret_hint: string;
            created_at: string;
            updated_at: string;
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  deleteWebhooksEndpointsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  patchWebhooksEndpointsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description Where deliveries are POSTed: an https address that resolves to a public address */
          url?: string;
          description?: string;
          event_types?: ('listing.new_match' | 'listing.price_drop' | 'listing.status_change' | 'auction.date_change')[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            url: string;
            description: string;
            event_types: string[];
            events: {
              type: string;
              label: string;
            }[];
            secret_hint: string;
            created_at: string;
            updated_at: string;
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  postWebhooksEndpointsByIdTest: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            endpoint_id: number;
            endpoint_url: string;
            event_id: string;
            event_type: string;
            event_label: string;
            /** @description pending: not yet delivered (waiting for a try or a retry); succeeded: a 2xx came back; failed: retries ran out */
            status: 'pending' | 'succeeded' | 'failed';
            attempts: number;
            created_at: string;
            last_attempt_at: string | null;
            next_attempt_at: string | null;
            last_status_code: number | null;
            last_response_ms: number | null;
            last_error: string | null;
            last_response_body: string | null;
            attempt_log: {
              id: number;
              attempt: number;
              replay: boolean;
              attempted_at: string;
              ok: boolean;
              status_code: number | null;
              response_ms: number;
              response_body: string | null;
              error: string | null;
            }[];
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getWebhooksDeliveries: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        /** @description One endpoint */
        endpoint?: number;
        /** @description pending: not yet delivered (waiting for a try or a retry); succeeded: a 2xx came back; failed: retries ran out */
        status?: 'pending' | 'succeeded' | 'failed';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            next: string | null;
            previous: string | null;
            results: {
              id: number;
              endpoint_id: number;
              endpoint_url: string;
              event_id: string;
              event_type: string;
              event_label: string;
              /** @description pending: not yet delivered (waiting for a try or a retry); succeeded: a 2xx came back; failed: retries ran out */
              status: 'pending' | 'succeeded' | 'failed';
              attempts: number;
              created_at: string;
              last_attempt_at: string | null;
              next_attempt_at: string | null;
              last_status_code: number | null;
              last_response_ms: number | null;
              last_error: string | null;
              last_response_body: string | null;
            }[];
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getWebhooksDeliveriesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            endpoint_id: number;
            endpoint_url: string;
            event_id: string;
            event_type: string;
            event_label: string;
            /** @description pending: not yet delivered (waiting for a try or a retry); succeeded: a 2xx came back; failed: retries ran out */
            status: 'pending' | 'succeeded' | 'failed';
            attempts: number;
            created_at: string;
            last_attempt_at: string | null;
            next_attempt_at: string | null;
            last_status_code: number | null;
            last_response_ms: number | null;
            last_error: string | null;
            last_response_body: string | null;
            attempt_log: {
              id: number;
              attempt: number;
              replay: boolean;
              attempted_at: string;
              ok: boolean;
              status_code: number | null;
              response_ms: number;
              response_body: string | null;
              error: string | null;
            }[];
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  postWebhooksDeliveriesByIdReplay: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            endpoint_id: number;
            endpoint_url: string;
            event_id: string;
            event_type: string;
            event_label: string;
            /** @description pending: not yet delivered (waiting for a try or a retry); succeeded: a 2xx came back; failed: retries ran out */
            status: 'pending' | 'succeeded' | 'failed';
            attempts: number;
            created_at: string;
            last_attempt_at: string | null;
            next_attempt_at: string | null;
            last_status_code: number | null;
            last_response_ms: number | null;
            last_error: string | null;
            last_response_body: string | null;
            attempt_log: {
              id: number;
              attempt: number;
              replay: boolean;
              attempted_at: string;
              ok: boolean;
              status_code: number | null;
              response_ms: number;
              response_body: string | null;
              error: string | null;
            }[];
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getNotifications: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        /** @description true: only the unread ones. */
        unread?: boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            next: string | null;
            previous: string | null;
            results: {
              id: number;
              kind: 'new_match' | 'price_drop' | 'status_change' | 'auction_date_change';
              /** @description The kind in words. */
              kind_label: string;
              /** @description What it is about: the saved search or the property. */
              title: string;
              /** @description What happened, in words. */
              body: string;
              /** @description The portal page it leads to (a path). */
              link: string;
              /** Format: date-time */
              created_at: string;
              read: boolean;
            }[];
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getNotificationsUnreadCount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            unread: number;
          };
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  postNotificationsByIdRead: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Marked read */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  postNotificationsReadAll: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            updated: number;
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  getFeeds: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The feed’s name (RESO_FEED_ID) */
            id: string;
            /** @description The resource replicated (RESO_FEED_URL and RESO_RESOURCE) */
            url: string;
            /** @description Whether photos are asked for ($expand=Media) */
            media: boolean;
            /** @description How often an incremental sync runs */
            sync_minutes: number;
            /** @description never_run; idle (the last run finished); running (a sync holds the feed now); failed (the last run stopped on an error); interrupted (its process stopped mid-run). A failed or interrupted run resumes at its next run. */
            status: 'never_run' | 'idle' | 'running' | 'failed' | 'interrupted';
            /** @description A run has pages still to read (it resumes where it stopped) */
            in_progress: boolean;
            /** @description The run in progress, or the last one, replicated everything (no ModificationTimestamp bound) */
            full_replication: boolean;
            /**
             * Format: date-time
             * @description Every record modified up to this ModificationTimestamp is kept; null before the first full replication finishes
             */
            high_water: string | null;
            /**
             * Format: date-time
             * @description The lower ModificationTimestamp bound of the run in progress or the last one
             */
            run_since: string | null;
            /**
             * Format: date-time
             * @description When the run in progress or the last one started
             */
            started_at: string | null;
            /**
             * Format: date-time
             * @description When the last run finished
             */
            finished_at: string | null;
            /**
             * Format: date-time
             * @description When the last page was kept
             */
            last_page_at: string | null;
            /** @description Of the run in progress, or the last one */
            counts: {
              /** @description Pages kept */
              pages: number;
              /** @description Records received */
              received: number;
              /** @description New listings */
              inserted: number;
              /** @description Listings updated */
              updated: number;
              /** @description Listings taken off the market (Delete, Withdrawn, Canceled, Expired) */
              off_market: number;
              /** @description Records skipped as malformed */
              skipped: number;
            };
            /** @description The last skipped records (at most 20), newest first */
            recent_skips: {
              key: string | null;
              reason: string;
              /** Format: date-time */
              at: string;
            }[];
            /** @description Why the last run stopped, until a run finishes */
            last_error: string | null;
            /**
             * Format: date-time
             * @description When
             */
            last_error_at: string | null;
          }[];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  postFeedsByIdSync: {
    parameters: {
      query?: {
        /** @description Replicate everything again instead of the changes since the high-water mark */
        full?: boolean;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description false: a sync of this feed is already waiting to run */
            queued: boolean;
          };
        };
      };
      /** @description The request is malformed or a field is invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid token or API key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not allowed for this account, key or plan */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The request body is not of a type this route reads */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many requests: wait the seconds of Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description The sign-in service could not be reached to check the token: try again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
}
