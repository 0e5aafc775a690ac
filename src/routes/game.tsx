import { createFileRoute } from '@tanstack/react-router';
import { useMemberGate } from '../app/use-member-gate.ts';
import { GameScreen } from '../features/game/components/game-screen.tsx';

// No loader: its lazy reference would cost the first screen of / bytes; the screen asks for today's
// state itself and shows its own skeleton and error.
export const Route = createFileRoute('/game')({
  staticData: { title: '게임', requireAuth: true },
  component: Game,
});

function Game() {
  const gate = useMemberGate();
  return <GameScreen gate={gate} />;
}
