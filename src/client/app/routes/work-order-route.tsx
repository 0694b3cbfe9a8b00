import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { DocumentTitle } from '#client/components/ui/document-title.tsx';
import { WorkOrderDetailDialog } from '#client/features/work-order-detail/components/window/work-order-detail-dialog.tsx';
import { useWorkOrder } from '#client/lib/work-order-query.ts';
import { DETAIL_TEXTS, WORK_LIST_TEXTS, WORK_ORDER_PAGE_TEXTS } from '#shared/spec-texts/work-texts.ts';
import { ScreenLoading } from '../screen-loading.tsx';

const ID_PATTERN = /^[1-9]\d{0,9}$/;

/** /work-orders/{id}: opens the task detail dialog over an otherwise quiet page. */
export default function WorkOrderRoute() {
  const { id } = useParams();
  // Ids are positive integers; anything else cannot be a work order, so nothing is asked.
  if (!id || !ID_PATTERN.test(id) || Number(id) > 2_147_483_647) {
    return <WorkOrderNotFound note={WORK_ORDER_PAGE_TEXTS.invalidId} />;
  }
  return <WorkOrderScreen id={Number(id)} />;
}

function WorkOrderScreen({ id }: { id: number }) {
  const query = useWorkOrder(id);
  const navigate = useNavigate();
  const location = useLocation();
  // Back to where the visitor came from inside the portal. The first entry the router knows is
  // 'default': a link opened in a new tab or typed in, where "back" could leave the portal (or land
  // on a blank page), so it goes to the task list instead.
  const canGoBack = location.key !== 'default';
  const close = () => (canGoBack ? navigate(-1) : navigate('/tasks', { replace: true }));

  const order = query.data;
  // A failed background refresh keeps the order it already has on screen.
  if (!order) {
    if (query.isPending) return <ScreenLoading label={DETAIL_TEXTS.loading} />;
    return <WorkOrderNotFound note={WORK_ORDER_PAGE_TEXTS.notFound} />;
  }
  return (
    <section className="max-w-5xl space-y-2">
      <DocumentTitle screen={`Work Order #${order.workOrderId}`} />
      <h1 className="text-2xl font-semibold tracking-tight break-words">Work Order #{order.workOrderId}</h1>
      <p className="break-words text-muted-foreground">{order.title}</p>
      <WorkOrderDetailDialog workOrderId={id} onClose={close} />
    </section>
  );
}

function WorkOrderNotFound({ note }: { note: string }) {
  return (
    <section className="max-w-5xl space-y-3">
      <DocumentTitle screen={WORK_ORDER_PAGE_TEXTS.notFoundTitle} />
      <h1 className="text-2xl font-semibold tracking-tight">{WORK_ORDER_PAGE_TEXTS.notFoundTitle}</h1>
      <p className="text-muted-foreground">{note}</p>
      <Button asChild variant="outline">
        <Link to="/tasks">{WORK_LIST_TEXTS.backToTasks}</Link>
      </Button>
    </section>
  );
}
