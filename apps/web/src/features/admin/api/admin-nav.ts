import { graphql } from '@/gql';

// The one admin document every member page carries (the navigation's Admin link): apart from
// admin.ts, whose documents only the admin screens need and whose file is never split between
// the member's frame and those screens.

/** The Admin link's badge. */
export const AdminOpenReportCountQuery = graphql(`
  query AdminOpenReportCount {
    adminOpenReportCount
  }
`);
