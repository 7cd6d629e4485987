import { useState } from 'react';
import type { DragEvent } from 'react';

const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/**
 * A drop target for one file. A file dragged over it is always taken from the browser (which
 * would otherwise open the file in place of the app); it is handed on only while `enabled`.
 */
export function useFileDrop(onFile: (file: File) => void, enabled: boolean) {
  const [over, setOver] = useState(false);
  return {
    dragging: enabled && over,
    dropHandlers: {
      onDragOver(event: DragEvent<HTMLElement>) {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = enabled ? 'copy' : 'none';
        setOver(true);
      },
      onDragLeave(event: DragEvent<HTMLElement>) {
        // Moving onto a child element is not leaving.
        if (
          event.relatedTarget instanceof Node &&
          event.currentTarget.contains(event.relatedTarget)
        )
          return;
        setOver(false);
      },
      onDrop(event: DragEvent<HTMLElement>) {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        setOver(false);
        const file = event.dataTransfer.files[0];
        if (enabled && file) onFile(file);
      },
    },
  };
}
