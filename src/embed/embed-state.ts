// A leaf: the funnel's sender (src/stores/funnel.ts), which the bridge loads on demand, names
// the bridge's state without importing the bridge (no import cycle).

export interface EmbedState {
  /** Our page runs inside another window's frame. */
  framed: boolean;
  /** The origin of the window around us, when framed and known. */
  parentOrigin: string | null;
  /** The parent is an allowed shop: messages flow both ways. */
  allowed: boolean;
  /** The allowed-origins check is done (immediately true when not framed). */
  ready: boolean;
}
