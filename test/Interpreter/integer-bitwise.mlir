// andi, ori, xori (tile-ir-ops.md §3.3): bitwise on every width; logical on i1.
// RUN: tilec run %s --entry bitwise_i8 | FileCheck %s --check-prefix=I8
// RUN: tilec run %s --entry bitwise_i1 | FileCheck %s --check-prefix=I1
// RUN: tilec run %s --entry bitwise_i64 | FileCheck %s --check-prefix=I64

cuda_tile.module @m {
  // 12 = 0b1100, 10 = 0b1010: and 8, or 14, xor 6. -1 & 85 = 85; -128 | 1 = 0x81 = -127;
  // -1 ^ 85 = ~85 = -86; 0x0F ^ 0xF0 = 0xFF = -1.
  // I8: result #0: tile<4xi8> = [8, 85, 0, 0]
  // I8: result #1: tile<4xi8> = [14, -1, -127, -1]
  // I8: result #2: tile<4xi8> = [6, -86, -127, -1]
  testing$func @bitwise_i8() -> (tile<4xi8>, tile<4xi8>, tile<4xi8>) {
    %a = constant <i8: [12, -1, -128, 15]> : tile<4xi8>
    %b = constant <i8: [10, 85, 1, -16]> : tile<4xi8>
    %0 = andi %a, %b : tile<4xi8>
    %1 = ori %a, %b : tile<4xi8>
    %2 = xori %a, %b : tile<4xi8>
    return %0, %1, %2 : tile<4xi8>, tile<4xi8>, tile<4xi8>
  }

  // Truth tables; xor with true is logical not.
  // I1: result #0: tile<4xi1> = [true, false, false, false]
  // I1: result #1: tile<4xi1> = [true, true, true, false]
  // I1: result #2: tile<4xi1> = [false, true, true, false]
  // I1: result #3: tile<4xi1> = [false, false, true, true]
  testing$func @bitwise_i1() -> (tile<4xi1>, tile<4xi1>, tile<4xi1>, tile<4xi1>) {
    %a = constant <i1: [true, true, false, false]> : tile<4xi1>
    %b = constant <i1: [true, false, true, false]> : tile<4xi1>
    %t = constant <i1: true> : tile<4xi1>
    %0 = andi %a, %b : tile<4xi1>
    %1 = ori %a, %b : tile<4xi1>
    %2 = xori %a, %b : tile<4xi1>
    %3 = xori %a, %t : tile<4xi1>
    return %0, %1, %2, %3 : tile<4xi1>, tile<4xi1>, tile<4xi1>, tile<4xi1>
  }

  // and: MIN & -1 = MIN, 2^40 & (2^41 - 1) = 2^40. or: MIN | MAX = -1, 2^40 | 2^40 = 2^40.
  // xor: MIN ^ -1 = MAX, 2^40 ^ (2^41 - 1) = 2^40 - 1.
  // I64: result #0: tile<2xi64> = [-9223372036854775808, 1099511627776]
  // I64: result #1: tile<2xi64> = [-1, 1099511627776]
  // I64: result #2: tile<2xi64> = [9223372036854775807, 1099511627775]
  testing$func @bitwise_i64() -> (tile<2xi64>, tile<2xi64>, tile<2xi64>) {
    %a = constant <i64: [-9223372036854775808, 1099511627776]> : tile<2xi64>
    %b = constant <i64: [-1, 2199023255551]> : tile<2xi64>
    %c = constant <i64: [9223372036854775807, 1099511627776]> : tile<2xi64>
    %0 = andi %a, %b : tile<2xi64>
    %1 = ori %a, %c : tile<2xi64>
    %2 = xori %a, %b : tile<2xi64>
    return %0, %1, %2 : tile<2xi64>, tile<2xi64>, tile<2xi64>
  }
}
