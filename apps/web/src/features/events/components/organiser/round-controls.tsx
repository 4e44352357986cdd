import { useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { Download, Shuffle } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { EventPageFieldsFragment as EventDetails } from '@/gql/graphql';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import {
  EventProposalsQuery,
  EventRegistrationsQuery,
  EventTeamsCsvQuery,
  LoadEventQuery,
  RunEventRoundMutation,
} from '../../api/event-operations';
import { roundSummaryText } from '../../lib/event-texts';
import { saveTeamsCsv } from '../../lib/teams-export';

/** Run a round (asked first once one has run: its unanswered places expire) and export the teams. */
export function RoundControls({ event }: { event: EventDetails }) {
  const client = useApolloClient();
  const [asking, setAsking] = useState(false);
  const [summary, setSummary] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const [run, { loading: running }] = useMutation(RunEventRoundMutation, {
    context: { skipErrorToast: true },
    // The round changed every registration's status and added proposals.
    refetchQueries: [LoadEventQuery, EventRegistrationsQuery, EventProposalsQuery],
    awaitRefetchQueries: true,
  });

  const runRound = async () => {
    try {
      const { data } = await run({ variables: { eventId: event._id } });
      if (data)
        setSummary(`Round ${data.runEventRound.round}: ${roundSummaryText(data.runEventRound)}`);
      setAsking(false);
    } catch (error) {
      toast.error(errorMessage(error, 'Could not run the round. Please try again.'));
    }
  };

  const exportTeams = async () => {
    setExporting(true);
    try {
      const { data } = await client.query({
        query: EventTeamsCsvQuery,
        variables: { eventId: event._id },
        // Each export reads the teams as they are now, and a file is no cache entry.
        fetchPolicy: 'no-cache',
        context: { skipErrorToast: true },
      });
      if (!data) throw new Error('eventTeamsCsv answered nothing');
      saveTeamsCsv(data.eventTeamsCsv, event.name);
    } catch (error) {
      toast.error(errorMessage(error, 'Could not export the teams. Please try again.'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Card className="flex flex-col gap-4 p-6">
      <div className="flex flex-col gap-1">
        <h3 className="text-base font-semibold tracking-tight">Rounds</h3>
        <p className="text-sm text-muted-foreground">
          {event.ended
            ? `The event has ended: no more rounds. Rounds run: ${event.rounds}.`
            : 'A round proposes teams from everyone still waiting; each member then accepts or declines.'}
          {event.ended
            ? null
            : event.rounds > 0
              ? ` Rounds run so far: ${event.rounds}.`
              : ' No round has run yet.'}
        </p>
      </div>
      {summary ? <Alert tone="success">{summary}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        {event.ended ? null : (
          <Button
            onClick={() => (event.rounds > 0 ? setAsking(true) : void runRound())}
            disabled={running}
            aria-busy={running}
          >
            <Shuffle aria-hidden="true" />
            {running && !asking ? 'Running...' : 'Run a round'}
          </Button>
        )}
        <Button
          variant="outline"
          onClick={() => void exportTeams()}
          disabled={exporting}
          aria-busy={exporting}
        >
          <Download aria-hidden="true" />
          {exporting ? 'Exporting...' : 'Export teams (CSV)'}
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        title={`Run round ${event.rounds + 1}?`}
        description="Places still unanswered from the last round expire, and its teams that have not formed dissolve. Everyone waiting is then matched again; teams that formed stay."
        confirmLabel="Run the round"
        busyLabel="Running..."
        busy={running}
        onConfirm={() => void runRound()}
        onCancel={() => setAsking(false)}
      />
    </Card>
  );
}
