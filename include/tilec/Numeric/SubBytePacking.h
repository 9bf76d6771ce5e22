//===- SubBytePacking.h - 4-bit element packing -----------------*- C++ -*-===//
//
// Tile IR packs 4-bit elements (f4E2M1FN) little-endian within a byte:
// element 2k lives in bits 3..0 and element 2k+1 in bits 7..4 of byte k
// (spec §5.2.2, tile-ir-ops.md §2.4).
//
//===----------------------------------------------------------------------===//

#ifndef TILEC_NUMERIC_SUBBYTEPACKING_H
#define TILEC_NUMERIC_SUBBYTEPACKING_H

#include <cstddef>
#include <cstdint>

namespace tilec::numeric {

/// Byte holding `lo` (lower index) in bits 3..0 and `hi` in bits 7..4.
/// Only the low 4 bits of each argument are used.
uint8_t packNibbles(uint8_t lo, uint8_t hi);
uint8_t lowNibble(uint8_t byte);  ///< Element 2k of byte k.
uint8_t highNibble(uint8_t byte); ///< Element 2k+1 of byte k.

/// Element `index` of a packed buffer.
uint8_t getPackedNibble(const uint8_t *bytes, size_t index);
/// Overwrites element `index` of a packed buffer, keeping its neighbour.
void setPackedNibble(uint8_t *bytes, size_t index, uint8_t nibble);

/// Packs `count` elements (one per byte, low 4 bits used) into
/// (count + 1) / 2 bytes; with an odd count the last high nibble is zero.
void packNibbleArray(const uint8_t *elements, size_t count, uint8_t *bytes);
/// Unpacks `count` elements from (count + 1) / 2 bytes, one per byte.
void unpackNibbleArray(const uint8_t *bytes, size_t count, uint8_t *elements);

} // namespace tilec::numeric

#endif // TILEC_NUMERIC_SUBBYTEPACKING_H
