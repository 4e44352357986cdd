import { graphql } from '@/gql';

/** Reports a post, a profile or a message; reporting the same thing again replaces the report. */
export const ReportContentMutation = graphql(`
  mutation ReportContent($input: ReportInput!) {
    reportContent(input: $input) {
      _id
      subject_type
      subject_id
      reason
    }
  }
`);
