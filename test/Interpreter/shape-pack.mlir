// pack / unpack: a rank-1 tile as a little-endian bit stream of bytes (tile-ir-ops.md §2.4):
// element i occupies stream bits [i*w, (i+1)*w), stream bit k is bit k%8 of byte k/8. i1 counts
// 1 bit, i4 and f4E2M1FN 4 bits, tf32 its 32-bit container. Bytes print as signed i8.
// RUN: tilec run %s --entry pack_bits | FileCheck %s --check-prefix=BITS
// RUN: tilec run %s --entry pack_wide | FileCheck %s --check-prefix=WIDE
// RUN: tilec run %s --entry unpack_bits | FileCheck %s --check-prefix=UBITS
// RUN: tilec run %s --entry unpack_wide | FileCheck %s --check-prefix=UWIDE
// RUN: tilec run %s --entry round_trips | FileCheck %s --check-prefix=TRIP

cuda_tile.module @m {
  // Elements 0, 2, 3 set: byte 0 = 0b00001101 = 13; element 15 is bit 7 of byte 1: 0x80 = -128.
  // BITS: result #0: tile<2xi8> = [13, -128]
  // BITS: result #1: tile<1xi8> = [-1]
  // 1.0 = 0b010, -0.5 = 0b1001, 6.0 = 0b111, 0.0 = 0b000: byte 0 = 0x92 = -110 (element 0 in
  // the low nibble), byte 1 = 0x07.
  // BITS: result #2: tile<2xi8> = [-110, 7]
  testing$func @pack_bits() -> (tile<2xi8>, tile<1xi8>, tile<2xi8>) {
    %b = constant <i1: [true, false, true, true, false, false, false, false,
                        false, false, false, false, false, false, false, true]> : tile<16xi1>
    %r0 = pack %b : tile<16xi1> -> tile<2xi8>
    %ones = constant <i1: true> : tile<8xi1>
    %r1 = pack %ones : tile<8xi1> -> tile<1xi8>
    %f = constant <f4E2M1FN: [1.0, -0.5, 6.0, 0.0]> : tile<4xf4E2M1FN>
    %r2 = pack %f : tile<4xf4E2M1FN> -> tile<2xi8>
    return %r0, %r1, %r2 : tile<2xi8>, tile<1xi8>, tile<2xi8>
  }

  // f16 1.0 = 0x3C00, -2.0 = 0xC000, 0.5 = 0x3800, 65504 = 0x7BFF, low byte first:
  // 00 3C 00 C0 00 38 FF 7B.
  // WIDE: result #0: tile<8xi8> = [0, 60, 0, -64, 0, 56, -1, 123]
  // bf16 1.0 = 0x3F80, -inf = 0xFF80.
  // WIDE: result #1: tile<4xi8> = [-128, 63, -128, -1]
  // i32 0x04030201 and -1.
  // WIDE: result #2: tile<8xi8> = [1, 2, 3, 4, -1, -1, -1, -1]
  // i64 0x0807060504030201.
  // WIDE: result #3: tile<8xi8> = [1, 2, 3, 4, 5, 6, 7, 8]
  // f64 1.0 = 0x3FF0000000000000.
  // WIDE: result #4: tile<8xi8> = [0, 0, 0, 0, 0, 0, -16, 63]
  // tf32 1.0 and -2.0 in their f32 containers, 0x3F800000 and 0xC0000000.
  // WIDE: result #5: tile<8xi8> = [0, 0, -128, 63, 0, 0, 0, -64]
  // i16 0x1234 and -2 = 0xFFFE.
  // WIDE: result #6: tile<4xi8> = [52, 18, -2, -1]
  testing$func @pack_wide() -> (tile<8xi8>, tile<4xi8>, tile<8xi8>, tile<8xi8>, tile<8xi8>,
                                tile<8xi8>, tile<4xi8>) {
    %h = constant <f16: [1.0, -2.0, 0.5, 65504.0]> : tile<4xf16>
    %r0 = pack %h : tile<4xf16> -> tile<8xi8>
    %bf = constant <bf16: [1.0, 0xFF80]> : tile<2xbf16>
    %r1 = pack %bf : tile<2xbf16> -> tile<4xi8>
    %w = constant <i32: [0x04030201, -1]> : tile<2xi32>
    %r2 = pack %w : tile<2xi32> -> tile<8xi8>
    %l = constant <i64: [0x0807060504030201]> : tile<1xi64>
    %r3 = pack %l : tile<1xi64> -> tile<8xi8>
    %d = constant <f64: [1.0]> : tile<1xf64>
    %r4 = pack %d : tile<1xf64> -> tile<8xi8>
    %t = constant <tf32: [1.0, -2.0]> : tile<2xtf32>
    %r5 = pack %t : tile<2xtf32> -> tile<8xi8>
    %s = constant <i16: [0x1234, -2]> : tile<2xi16>
    %r6 = pack %s : tile<2xi16> -> tile<4xi8>
    return %r0, %r1, %r2, %r3, %r4, %r5, %r6
        : tile<8xi8>, tile<4xi8>, tile<8xi8>, tile<8xi8>, tile<8xi8>, tile<8xi8>, tile<4xi8>
  }

  // 13 = 0b00001101, -128 = 0b10000000.
  // UBITS: result #0: tile<16xi1> = [true, false, true, true, false, false, false, false, false, false, false, false, false, false, false, true]
  // 0x21 0x43 0xFF 0x80, low nibble first; i4 prints signed (0xF = -1, 0x8 = -8).
  // UBITS: result #1: tile<8xi4> = [1, 2, 3, 4, -1, -1, 0, -8]
  // 0x92 0x07 -> 0x2 0x9 0x7 0x0 = 1.0, -0.5, 6.0, 0.0; 0xF8 0xE1 -> 0x8 = -0, 0xF = -6,
  // 0x1 = 0.5, 0xE = -4.
  // UBITS: result #2: tile<8xf4E2M1FN> = [1, -0.5, 6, 0, -0, -6, 0.5, -4]
  testing$func @unpack_bits() -> (tile<16xi1>, tile<8xi4>, tile<8xf4E2M1FN>) {
    %a = constant <i8: [13, -128]> : tile<2xi8>
    %r0 = unpack %a : tile<2xi8> -> tile<16xi1>
    %b = constant <i8: [0x21, 0x43, 0xFF, 0x80]> : tile<4xi8>
    %r1 = unpack %b : tile<4xi8> -> tile<8xi4>
    %c = constant <i8: [0x92, 0x07, 0xF8, 0xE1]> : tile<4xi8>
    %r2 = unpack %c : tile<4xi8> -> tile<8xf4E2M1FN>
    return %r0, %r1, %r2 : tile<16xi1>, tile<8xi4>, tile<8xf4E2M1FN>
  }

  // UWIDE: result #0: tile<4xf16> = [1, -2, 0.5, 65504]
  // 0x1234 = 4660 and 0xFFFE = -2.
  // UWIDE: result #1: tile<2xi16> = [4660, -2]
  // UWIDE: result #2: tile<1xi64> = [-1]
  // f32 0x7FC00001 (a NaN with a payload) and 0x00000001 (the smallest subnormal, 2^-149).
  // UWIDE: result #3: tile<2xf32> = [nan, 1e-45]
  // tf32 0x3FA00000 = 1.25 and 0x3F802000 = 1 + 2^-10, whose shortest tf32 spelling is 1.001.
  // UWIDE: result #4: tile<2xtf32> = [1.25, 1.001]
  testing$func @unpack_wide() -> (tile<4xf16>, tile<2xi16>, tile<1xi64>, tile<2xf32>,
                                  tile<2xtf32>) {
    %a = constant <i8: [0, 60, 0, -64, 0, 56, -1, 123]> : tile<8xi8>
    %r0 = unpack %a : tile<8xi8> -> tile<4xf16>
    %b = constant <i8: [0x34, 0x12, 0xFE, 0xFF]> : tile<4xi8>
    %r1 = unpack %b : tile<4xi8> -> tile<2xi16>
    %c = constant <i8: -1> : tile<8xi8>
    %r2 = unpack %c : tile<8xi8> -> tile<1xi64>
    %d = constant <i8: [0x01, 0x00, 0xC0, 0x7F, 0x01, 0x00, 0x00, 0x00]> : tile<8xi8>
    %r3 = unpack %d : tile<8xi8> -> tile<2xf32>
    %e = constant <i8: [0x00, 0x00, 0xA0, 0x3F, 0x00, 0x20, 0x80, 0x3F]> : tile<8xi8>
    %r4 = unpack %e : tile<8xi8> -> tile<2xtf32>
    return %r0, %r1, %r2, %r3, %r4
        : tile<4xf16>, tile<2xi16>, tile<1xi64>, tile<2xf32>, tile<2xtf32>
  }

  // pack(unpack(b)) == b bit for bit, including a NaN payload, except for the low 13 bits of a
  // tf32 container: they carry no information and are written as zero (§2.1 [U], as loads and
  // stores treat them), so 0x3F800001 reads as 1 and packs back as 0x3F800000.
  // TRIP: result #0: tile<8xi8> = [1, 0, -64, 127, 1, 0, -128, 63]
  // TRIP: result #1: tile<tf32> = 1
  // TRIP: result #2: tile<4xi8> = [33, 67, -1, -128]
  // 0x3F9FFFFF: the junk 0x1FFF goes, the 10 fraction bits 0x3F9FE000 = 1.2490234375 stay.
  // TRIP: result #3: tile<8xi8> = [0, 0, -128, 63, 0, -32, -97, 63]
  testing$func @round_trips() -> (tile<8xi8>, tile<tf32>, tile<4xi8>, tile<8xi8>) {
    %b = constant <i8: [0x01, 0x00, 0xC0, 0x7F, 0x01, 0x00, 0x80, 0x3F]> : tile<8xi8>
    %f = unpack %b : tile<8xi8> -> tile<2xf32>
    %r0 = pack %f : tile<2xf32> -> tile<8xi8>
    %tb = constant <i8: [0x01, 0x00, 0x80, 0x3F]> : tile<4xi8>
    %t = unpack %tb : tile<4xi8> -> tile<1xtf32>
    %r1 = reshape %t : tile<1xtf32> -> tile<tf32>
    %n = constant <i8: [0x21, 0x43, 0xFF, 0x80]> : tile<4xi8>
    %i = unpack %n : tile<4xi8> -> tile<8xi4>
    %r2 = pack %i : tile<8xi4> -> tile<4xi8>
    %tj = constant <i8: [0x01, 0x00, 0x80, 0x3F, 0xFF, 0xFF, 0x9F, 0x3F]> : tile<8xi8>
    %tt = unpack %tj : tile<8xi8> -> tile<2xtf32>
    %r3 = pack %tt : tile<2xtf32> -> tile<8xi8>
    return %r0, %r1, %r2, %r3 : tile<8xi8>, tile<tf32>, tile<4xi8>, tile<8xi8>
  }
}
