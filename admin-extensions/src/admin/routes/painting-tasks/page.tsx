import { defineRouteConfig } from "@medusajs/admin-sdk"
import { ServerStack } from "@medusajs/icons"
import { Badge, Button, Container, Heading, Table, Text, toast } from "@medusajs/ui"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { timeAgo } from "../../../lib/painting-admin"
import { errorText, petshopApi } from "../../lib/petshop-api"
import { withQueryClient } from "../../lib/query"

// The workers beat every 5 s: a refresh this often shows a dead one within a few seconds.
const REFRESH_MS = 4_000

/** Tasks & services: queue depth per queue, failed tasks with Retry, worker heartbeats. */
const TasksPage = () => (
  <div className="flex flex-col gap-y-3" data-testid="petshop-tasks">
    <Queues />
    <FailedTasks />
    <Workers />
  </div>
)

function Queues() {
  const { data, error } = useQuery({ queryKey: ["petshop", "queues"], queryFn: petshopApi.queues, refetchInterval: REFRESH_MS })
  return (
    <Container className="divide-y p-0">
      <div className="flex items-center justify-between px-6 py-4">
        <Heading level="h1">Painting queues</Heading>
        {data && (
          <Text size="xsmall" className="text-ui-fg-subtle">
            updated {new Date(data.at).toLocaleTimeString()}
          </Text>
        )}
      </div>
      {error && (
        <Text size="small" className="px-6 py-4 text-ui-fg-error">
          {errorText(error)}
        </Text>
      )}
      <Table>
        <Table.Header>
          <Table.Row>
            <Table.HeaderCell>Queue</Table.HeaderCell>
            <Table.HeaderCell>Waiting</Table.HeaderCell>
            <Table.HeaderCell>Active</Table.HeaderCell>
            <Table.HeaderCell>Delayed</Table.HeaderCell>
            <Table.HeaderCell>Failed</Table.HeaderCell>
            <Table.HeaderCell>Completed</Table.HeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {data?.queues.map((q) => (
            <Table.Row key={q.name} data-testid="petshop-queue-row" data-queue={q.name}>
              <Table.Cell>{q.name}</Table.Cell>
              <Table.Cell>{q.waiting}</Table.Cell>
              <Table.Cell>{q.active}</Table.Cell>
              <Table.Cell>{q.delayed}</Table.Cell>
              <Table.Cell>{q.failed}</Table.Cell>
              <Table.Cell>{q.completed}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table>
    </Container>
  )
}

function FailedTasks() {
  const queryClient = useQueryClient()
  const { data, error } = useQuery({ queryKey: ["petshop", "failed-tasks"], queryFn: petshopApi.failedTasks, refetchInterval: REFRESH_MS })
  const retry = useMutation({
    mutationFn: petshopApi.retryTask,
    onSuccess: (task) => {
      toast.success(`Task ${task.id} is queued again.`)
      queryClient.invalidateQueries({ queryKey: ["petshop"] })
    },
    onError: (err) => toast.error(errorText(err)),
  })
  return (
    <Container className="divide-y p-0">
      <div className="flex items-center justify-between px-6 py-4">
        <Heading level="h2">Failed tasks</Heading>
        {data && (
          <Text size="small" className="text-ui-fg-subtle">
            {data.count} failed
          </Text>
        )}
      </div>
      {error && (
        <Text size="small" className="px-6 py-4 text-ui-fg-error">
          {errorText(error)}
        </Text>
      )}
      {data && !data.tasks.length && (
        <Text size="small" className="px-6 py-4 text-ui-fg-subtle">
          No failed tasks.
        </Text>
      )}
      {data && data.tasks.length > 0 && (
        <Table>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>Task</Table.HeaderCell>
              <Table.HeaderCell>Type</Table.HeaderCell>
              <Table.HeaderCell>Error</Table.HeaderCell>
              <Table.HeaderCell>Attempts</Table.HeaderCell>
              <Table.HeaderCell>Failed</Table.HeaderCell>
              <Table.HeaderCell />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data.tasks.map((t) => (
              <Table.Row key={t.id} data-testid="petshop-failed-task" data-task-id={t.id}>
                <Table.Cell className="font-mono text-xs">{t.id}</Table.Cell>
                <Table.Cell>{t.type}</Table.Cell>
                <Table.Cell className="max-w-md truncate" title={t.error ?? ""}>
                  {t.error ?? "—"}
                </Table.Cell>
                <Table.Cell>
                  {t.attempts}/{t.maxAttempts}
                </Table.Cell>
                <Table.Cell>{timeAgo(t.finishedAt)}</Table.Cell>
                <Table.Cell>
                  <Button
                    size="small"
                    variant="secondary"
                    isLoading={retry.isPending && retry.variables === t.id}
                    onClick={() => retry.mutate(t.id)}
                  >
                    Retry
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      )}
    </Container>
  )
}

function Workers() {
  const { data, error } = useQuery({ queryKey: ["petshop", "workers"], queryFn: petshopApi.workers, refetchInterval: REFRESH_MS })
  return (
    <Container className="divide-y p-0">
      <div className="flex items-center justify-between px-6 py-4">
        <Heading level="h2">Workers</Heading>
        {data && (
          <Text size="xsmall" className="text-ui-fg-subtle">
            alive = beat within {data.aliveWithinMs / 1000} s
          </Text>
        )}
      </div>
      {error && (
        <Text size="small" className="px-6 py-4 text-ui-fg-error">
          {errorText(error)}
        </Text>
      )}
      {data && !data.workers.length && (
        <Text size="small" className="px-6 py-4 text-ui-fg-subtle">
          No worker seen in the last 24 hours.
        </Text>
      )}
      {data && data.workers.length > 0 && (
        <Table>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>Worker</Table.HeaderCell>
              <Table.HeaderCell>Queues</Table.HeaderCell>
              <Table.HeaderCell>State</Table.HeaderCell>
              <Table.HeaderCell>Last seen</Table.HeaderCell>
              <Table.HeaderCell>Done / failed (24 h)</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data.workers.map((w) => (
              <Table.Row key={w.id} data-testid="petshop-worker" data-worker={w.name}>
                <Table.Cell>{w.name}</Table.Cell>
                <Table.Cell>{w.queues.join(", ")}</Table.Cell>
                <Table.Cell>
                  <Badge size="2xsmall" color={w.isAlive ? "green" : w.status === "running" ? "orange" : "grey"}>
                    {w.isAlive ? "alive" : w.status === "running" ? "silent" : "stopped"}
                  </Badge>{" "}
                  {w.announced && (
                    <Badge size="2xsmall" color="blue" title="Its Redis announcement is live">
                      announced
                    </Badge>
                  )}
                </Table.Cell>
                <Table.Cell title={w.lastHeartbeatAt}>{timeAgo(w.lastHeartbeatAt)}</Table.Cell>
                <Table.Cell>
                  {w.tasks.finished} / {w.tasks.failed}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      )}
    </Container>
  )
}

export const config = defineRouteConfig({
  label: "Tasks & services",
  icon: ServerStack,
})

export default withQueryClient(TasksPage)
