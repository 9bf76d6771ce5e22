// mulhii (high half of the unsigned 2n-bit product), absi (signed operand, unsigned result:
// no UB) and negi (0 - a, wrapping) from tile-ir-ops.md §3.2.
// RUN: tilec run %s --entry mulhii | FileCheck %s --check-prefix=MULHI
// RUN: tilec run %s --entry absi | FileCheck %s --check-prefix=ABS
// RUN: tilec run %s --entry negi | FileCheck %s --check-prefix=NEG

cuda_tile.module @m {
  // i32, operands read unsigned: 2^31*2 = 2^32 -> 1 (the spec's example);
  // (2^32-1)^2 = 2^64 - 2^33 + 1 -> high word 2^32-2 = -2; 2^16*2^16 -> 1; (2^32-1)*2 -> 1.
  // MULHI: result #0: tile<4xi32> = [1, -2, 1, 1]
  // i64: (2^64-1)^2 -> 2^64-2 = -2; 2^62*4 = 2^64 -> 1.
  // MULHI: result #1: tile<2xi64> = [-2, 1]
  // i8: 200*200 = 40000 = 0x9C40 -> 0x9C = -100 (not the signed product's 0x09).
  // MULHI: result #2: tile<2xi8> = [-100, 0]
  // i1: 1*1 = 1 has no high bit.
  // MULHI: result #3: tile<2xi1> = [false, false]
  testing$func @mulhii() -> (tile<4xi32>, tile<2xi64>, tile<2xi8>, tile<2xi1>) {
    %a = constant <i32: [-2147483648, -1, 65536, -1]> : tile<4xi32>
    %b = constant <i32: [2, -1, 65536, 2]> : tile<4xi32>
    %0 = mulhii %a, %b : tile<4xi32>
    %c = constant <i64: [-1, 4611686018427387904]> : tile<2xi64>
    %d = constant <i64: [-1, 4]> : tile<2xi64>
    %1 = mulhii %c, %d : tile<2xi64>
    %e = constant <i8: [-56, 127]> : tile<2xi8>
    %f = constant <i8: [-56, 2]> : tile<2xi8>
    %2 = mulhii %e, %f : tile<2xi8>
    %t = constant <i1: [true, false]> : tile<2xi1>
    %u = constant <i1: true> : tile<2xi1>
    %3 = mulhii %t, %u : tile<2xi1>
    return %0, %1, %2, %3 : tile<4xi32>, tile<2xi64>, tile<2xi8>, tile<2xi1>
  }

  // |MIN| = 2^(n-1), MIN's own bit pattern, printed signed.
  // ABS: result #0: tile<4xi8> = [-128, 1, 0, 127]
  // ABS: result #1: tile<2xi64> = [-9223372036854775808, 9223372036854775807]
  // Signed i1 true is -1, and |-1| = 1 is true again.
  // ABS: result #2: tile<2xi1> = [true, false]
  testing$func @absi() -> (tile<4xi8>, tile<2xi64>, tile<2xi1>) {
    %a = constant <i8: [-128, -1, 0, 127]> : tile<4xi8>
    %0 = absi %a : tile<4xi8>
    %b = constant <i64: [-9223372036854775808, -9223372036854775807]> : tile<2xi64>
    %1 = absi %b : tile<2xi64>
    %c = constant <i1: [true, false]> : tile<2xi1>
    %2 = absi %c : tile<2xi1>
    return %0, %1, %2 : tile<4xi8>, tile<2xi64>, tile<2xi1>
  }

  // -MIN wraps to MIN; with overflow<no_signed_wrap> on values other than MIN nothing changes.
  // NEG: result #0: tile<4xi8> = [-128, 1, 0, -5]
  // NEG: result #1: tile<2xi16> = [-32767, 32767]
  // NEG: result #2: tile<2xi1> = [true, false]
  // NEG: result #3: tile<2xi32> = [0, 0]
  testing$func @negi() -> (tile<4xi8>, tile<2xi16>, tile<2xi1>, tile<2xi32>) {
    %a = constant <i8: [-128, -1, 0, 5]> : tile<4xi8>
    %0 = negi %a : tile<4xi8>
    %b = constant <i16: [32767, -32767]> : tile<2xi16>
    %1 = negi %b overflow<no_signed_wrap> : tile<2xi16>
    %c = constant <i1: [true, false]> : tile<2xi1>
    %2 = negi %c : tile<2xi1>
    // no_wrap holds only for 0.
    %z = constant <i32: 0> : tile<2xi32>
    %3 = negi %z overflow<no_wrap> : tile<2xi32>
    return %0, %1, %2, %3 : tile<4xi8>, tile<2xi16>, tile<2xi1>, tile<2xi32>
  }
}
