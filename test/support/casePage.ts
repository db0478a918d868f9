// The screens the UI teams build on /graphql (README "GraphQL"): the limits must let them through and
// their statement count must not grow with the page.

/** One application's case page: documents, tasks, screening, notes, audit trail and the people. */
export const CASE_PAGE_QUERY = `
query CasePage($id: ID!) {
  application(id: $id) {
    id name status riskLevel
    assigneeUsers { id name email }
    documents(limit: 100) {
      items { id type fileName createdAt replaced notes { id content author { id name } } }
      nextCursor
    }
    tasks(limit: 50) {
      items { id title status document { id fileName } screeningHit { id type } assignee { id name } reviewer { id name } }
      nextCursor
    }
    screening {
      counts { open confirmed dismissed total }
      sanctions { id status group { id headline } }
      pep { id status }
      warning { id status }
      adverseMedia { id status }
      adverseMediaStories { id headline memberHits { id status } }
    }
    notes(limit: 50) { items { id content sourceLabel author { id name } } nextCursor }
    auditLog(limit: 100) { items { id event createdAt performedByName performedBy { id name } } nextCursor }
  }
}`;

/** A page of applications with what a list screen shows per row, counts included. */
export const APPLICATIONS_SCREEN_QUERY = `
query ApplicationsScreen($cursor: String) {
  applications(limit: 50, cursor: $cursor) {
    items {
      id name status riskLevel updatedAt
      assigneeUsers { id name }
      screeningHitCounts { open total }
      tasks(limit: 5) { items { id status title } }
    }
    nextCursor
  }
}`;

/** The case page of a whole page of applications: the statement-count test's query. */
export const CASE_PAGES_QUERY = `
query CasePages($limit: Int) {
  applications(limit: $limit, order: asc, orderBy: createdAt) {
    items {
      id name
      assigneeUsers { id name }
      documents(limit: 20) { items { id fileName replaced arrival notes { id author { id name } } application { id } } nextCursor }
      tasks(limit: 10) { items { id title document { id } screeningHit { id } assignee { id name } reviewer { id name } application { id } } nextCursor }
      screening { counts { total } sanctions { id group { id } application { id } individual { id } business { id } } pep { id } warning { id } adverseMedia { id } adverseMediaStories { id memberHits { id } } }
      migration { id folder application { id } migration { id itemCounts { total } } }
      notes(limit: 10) { items { id content sourceLabel author { id name } } nextCursor }
      auditLog(limit: 10) { items { id performedBy { id name } } }
    }
    nextCursor
  }
}`;
