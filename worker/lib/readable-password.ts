import type { CommonPasswords } from "./common-passwords";

/**
 * 128 short, friendly words a young student can read and type. 128 divides 256, so one random
 * byte picks a word without bias: three words and two digits give ~27 bits, plenty behind the
 * sign-in throttle (10 failures per account per 15 minutes).
 */
const WORDS = [
  "ant", "apple", "arrow", "bake", "ball", "bank", "bear", "bee", "bell", "berry", "bike", "bird",
  "boat", "book", "bread", "brick", "brush", "bus", "cake", "calm", "camp", "car", "cat", "chalk",
  "cloud", "clown", "coat", "corn", "cow", "crab", "crown", "cup", "daisy", "deer", "desk", "dog",
  "door", "dove", "drum", "duck", "eagle", "earth", "egg", "elf", "farm", "fern", "fish", "flag",
  "fox", "frog", "gift", "goat", "gold", "grape", "grass", "hat", "hill", "honey", "horse", "ice",
  "igloo", "jam", "jelly", "kite", "koala", "lake", "lamp", "leaf", "lemon", "lion", "llama", "map",
  "maple", "melon", "milk", "mint", "moon", "moose", "mouse", "nest", "night", "oak", "ocean", "otter",
  "owl", "panda", "park", "peach", "pear", "pen", "piano", "pig", "plum", "pond", "pony", "queen",
  "rain", "river", "robin", "rock", "rose", "sand", "seal", "sheep", "ship", "shoe", "snow", "sock",
  "star", "stone", "sun", "swan", "tiger", "toast", "train", "tree", "tulip", "turtle", "violin", "wave",
  "whale", "wind", "wolf", "wool", "yak", "yarn", "zebra", "zoo",
] as const;

/** A fresh password that is not on the common-password list (`loadCommonPasswords`, loaded once by the caller). */
export function readablePassword(common: CommonPasswords): string {
  for (;;) {
    const [a, b, c, d] = crypto.getRandomValues(new Uint8Array(4));
    const password = `${WORDS[a % 128]}-${WORDS[b % 128]}-${WORDS[c % 128]}-${10 + (d % 90)}`;
    if (!common.has(password)) return password;
  }
}
