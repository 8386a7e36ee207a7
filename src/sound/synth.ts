import type { Sound } from '../games';

/** One note of a sound: a pitch (gliding to `to`), when it starts and how long it rings. */
interface Note {
  readonly wave: OscillatorType;
  readonly hz: number;
  readonly to?: number;
  readonly at: number;
  readonly length: number;
  readonly gain: number;
}

/** What the app sounds: a move's or the end's sound, or the clock's warning of low time. */
export type Cue = Sound | 'low-time';

// Short and quiet: a click of wood for a placement, a glide for a slide, a thud for a
// push, a falling note for a marble off the board, three rising notes for the end, two
// high beeps for a clock running low.
const NOTES: Readonly<Record<Cue, readonly Note[]>> = {
  place: [{ wave: 'triangle', hz: 660, to: 520, at: 0, length: 0.08, gain: 0.25 }],
  move: [{ wave: 'triangle', hz: 440, to: 400, at: 0, length: 0.07, gain: 0.2 }],
  slide: [{ wave: 'sine', hz: 330, to: 560, at: 0, length: 0.16, gain: 0.2 }],
  push: [
    { wave: 'square', hz: 150, to: 110, at: 0, length: 0.1, gain: 0.12 },
    { wave: 'triangle', hz: 300, to: 260, at: 0.05, length: 0.08, gain: 0.18 },
  ],
  eject: [
    { wave: 'square', hz: 150, to: 110, at: 0, length: 0.1, gain: 0.12 },
    { wave: 'sine', hz: 700, to: 180, at: 0.08, length: 0.35, gain: 0.22 },
  ],
  end: [
    { wave: 'sine', hz: 523, at: 0, length: 0.18, gain: 0.2 },
    { wave: 'sine', hz: 659, at: 0.15, length: 0.18, gain: 0.2 },
    { wave: 'sine', hz: 784, at: 0.3, length: 0.35, gain: 0.2 },
  ],
  'low-time': [
    { wave: 'square', hz: 988, at: 0, length: 0.08, gain: 0.1 },
    { wave: 'square', hz: 988, at: 0.16, length: 0.08, gain: 0.1 },
  ],
};

/** The part of the Web Audio API the sounds use, so that tests can stand in for it. */
export interface AudioOut {
  readonly currentTime: number;
  readonly destination: AudioNode;
  readonly state: string;
  resume(): Promise<void>;
  createOscillator(): OscillatorNode;
  createGain(): GainNode;
}

export interface SoundPlayer {
  /** Plays `sound` after `delay` seconds; false when there is no audio to play it on. */
  play(sound: Cue, delay?: number): boolean;
}

/**
 * Synthesised sounds, no files. The audio context is made on the first sound, which a
 * player's own action causes, as browsers require; without Web Audio, or should the
 * context fail, the game goes on silently.
 */
export function createSoundPlayer(open: () => AudioOut | undefined): SoundPlayer {
  let out: AudioOut | undefined;
  let failed = false;
  return {
    play(sound, delay = 0) {
      if (failed) return false;
      try {
        out ??= open();
        if (!out) {
          failed = true;
          return false;
        }
        // A context made before any gesture starts suspended; a later gesture wakes it.
        if (out.state === 'suspended') out.resume().catch(() => {});
        const start = out.currentTime + delay;
        for (const note of NOTES[sound]) {
          const osc = out.createOscillator();
          const gain = out.createGain();
          const t0 = start + note.at;
          const t1 = t0 + note.length;
          osc.type = note.wave;
          osc.frequency.setValueAtTime(note.hz, t0);
          if (note.to !== undefined) osc.frequency.exponentialRampToValueAtTime(note.to, t1);
          gain.gain.setValueAtTime(note.gain, t0);
          gain.gain.exponentialRampToValueAtTime(0.001, t1);
          osc.connect(gain);
          gain.connect(out.destination);
          osc.start(t0);
          osc.stop(t1);
        }
        return true;
      } catch {
        return false;
      }
    },
  };
}

/** The browser's audio, or undefined where there is none. */
export function browserAudio(): AudioOut | undefined {
  const Context =
    globalThis.AudioContext ??
    (globalThis as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  return Context ? new Context() : undefined;
}

/** The page's one player: a page needs one audio context, not one per game. */
export const sounds: SoundPlayer = createSoundPlayer(browserAudio);
