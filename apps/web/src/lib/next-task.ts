/**
 * Lets the browser take a turn (a tap, a frame) before the next piece of work: a message to itself,
 * not `setTimeout(0)`, which browsers hold back 4 ms once five are chained.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
