/** "Open this view first": the type or quick view shown becomes the member's first (ui/firstView.ts). */
import { useState } from 'react';
import { queueCopy } from '../../content/teamInbox';
import { readFirstView, saveFirstView, type FirstView } from './ui/firstView';
import buttons from './ui/Buttons.module.css';
import messages from './ui/Messages.module.css';

interface FirstViewButtonProps {
  email: string;
  current: FirstView;
  /** The current view's name, as its button says it. */
  label: string;
}

export function FirstViewButton({ email, current, label }: FirstViewButtonProps) {
  const [first, setFirst] = useState(() => readFirstView(email));
  const [saved, setSaved] = useState(false);
  const isFirst = first?.kind === current.kind && first.key === current.key;
  return (
    <div className={messages.firstView}>
      {isFirst ? (
        <span>{queueCopy.isDefault}</span>
      ) : (
        <button
          type="button"
          className={buttons.secondaryButton}
          onClick={() => {
            saveFirstView(email, current);
            setFirst(current);
            setSaved(true);
          }}
        >
          {queueCopy.makeDefault}
        </button>
      )}
      {saved && isFirst ? <span role="status">{queueCopy.defaultSaved(label)}</span> : null}
    </div>
  );
}
