import type { MemberGate } from '../../../ui/member-gate.ts';
import { showToast } from '../../../ui/overlays/feedback.ts';
import { useBackTo } from './use-back-to.ts';
import { useSingleFlight } from './use-single-flight.ts';

/**
 * The save of a my-info update form: one at a time, only for a member the gate lets through; once
 * `save` resolves, the toast `saved` and back to my info; a failure goes to `onFailure` (the form
 * shows it and keeps the member on it).
 */
export function useSaveThenBack<T>(
  gate: MemberGate,
  save: (value: T) => Promise<unknown>,
  saved: string,
  onFailure: (error: unknown) => void,
): (value: T) => void {
  const goBack = useBackTo('/my-page/my-info/main');
  const once = useSingleFlight();
  return (value) =>
    void once(async () => {
      if (!gate.allow()) return;
      try {
        await save(value);
      } catch (error) {
        onFailure(error);
        return;
      }
      showToast(saved);
      goBack();
    });
}
