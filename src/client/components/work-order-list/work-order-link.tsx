import { type MouseEvent, useContext } from 'react';
import { Link, type LinkProps, UNSAFE_DataRouterContext, useNavigate } from 'react-router';
import { workOrderAddressState, workOrderPath } from '#client/lib/work-order-address.ts';

type WorkOrderLinkProps = Omit<LinkProps, 'to' | 'state'> & { workOrderId: number };

const openedInAnotherTab = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;

/**
 * A link to /work-orders/{id} from a list that opens the job over the list (ADR 026), like a card
 * opened with useOpenWorkOrder. The list's address is read when the link is followed, not when it
 * is drawn: the phone lists draw thousands of these and must not redraw them on every navigation
 * (the router's context is one stable object; useLocation would subscribe each link).
 * A modified click (new tab, new window) follows the plain address, which opens the job's page.
 */
export function WorkOrderLink({ workOrderId, onClick, ...props }: WorkOrderLinkProps) {
  const navigate = useNavigate();
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || openedInAnotherTab(event)) return;
    const list = dataRouter?.router.state.location;
    if (!list) return; // outside the portal's router the plain link is followed
    event.preventDefault();
    void navigate(workOrderPath(workOrderId), {
      state: workOrderAddressState(list),
      preventScrollReset: true,
    });
  };
  return <Link {...props} to={workOrderPath(workOrderId)} onClick={follow} />;
}
