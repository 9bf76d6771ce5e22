//===- SubBytePacking.cpp - 4-bit element packing -------------------------===//

#include "tilec/Numeric/SubBytePacking.h"

namespace tilec::numeric {

uint8_t packNibbles(uint8_t lo, uint8_t hi) {
  return uint8_t((lo & 0x0F) | ((hi & 0x0F) << 4));
}

uint8_t lowNibble(uint8_t byte) { return byte & 0x0F; }

uint8_t highNibble(uint8_t byte) { return byte >> 4; }

uint8_t getPackedNibble(const uint8_t *bytes, size_t index) {
  uint8_t byte = bytes[index / 2];
  return index % 2 == 0 ? lowNibble(byte) : highNibble(byte);
}

void setPackedNibble(uint8_t *bytes, size_t index, uint8_t nibble) {
  uint8_t &byte = bytes[index / 2];
  byte = index % 2 == 0 ? packNibbles(nibble, highNibble(byte))
                        : packNibbles(lowNibble(byte), nibble);
}

void packNibbleArray(const uint8_t *elements, size_t count, uint8_t *bytes) {
  for (size_t i = 0; i < count; i += 2)
    bytes[i / 2] = packNibbles(elements[i], i + 1 < count ? elements[i + 1] : 0);
}

void unpackNibbleArray(const uint8_t *bytes, size_t count, uint8_t *elements) {
  for (size_t i = 0; i < count; ++i)
    elements[i] = getPackedNibble(bytes, i);
}

} // namespace tilec::numeric
