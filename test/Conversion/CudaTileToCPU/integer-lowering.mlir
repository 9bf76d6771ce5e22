// The Integer family on the CPU (IntegerToCPU.cpp): plain arith code in element loops, with the
// undefined cases (zero divisors, MIN / -1, over-wide shifts) giving the interpreter's unchecked
// values without trapping.
// RUN: tilec-opt --convert-cuda-tile-to-cpu %s | FileCheck %s
// Compiled and interpreted results must agree, on tiles and on scalars, in unchecked mode where
// the undefined cases occur.
// RUN: tilec run %s --entry divide --unchecked | FileCheck %s --check-prefix=DIV
// RUN: tilec run %s --entry divide_scalar --arg -128 --arg -1 --unchecked | FileCheck %s --check-prefix=SCALAR
// RUN: tilec run %s --entry shift --unchecked | FileCheck %s --check-prefix=SHIFT
// RUN: tilec run %s --entry mixed | FileCheck %s --check-prefix=MIXED

cuda_tile.module @m {
  // The divisor is replaced by 1 where x86's idiv would trap; x / 0 becomes all ones afterwards.
  // CHECK-LABEL: func.func @divide(
  // CHECK: scf.for
  // CHECK:   %[[ZERO:.*]] = arith.cmpi eq, %[[B:.*]], %{{.*}} : i32
  // CHECK:   %[[BAD:.*]] = arith.ori %[[ZERO]], %{{.*}} : i1
  // CHECK:   %[[SAFE:.*]] = arith.select %[[BAD]], %{{.*}}, %[[B]] : i32
  // CHECK:   arith.divsi %{{.*}}, %[[SAFE]] : i32
  // CHECK:   arith.remsi %{{.*}}, %[[SAFE]] : i32
  // CHECK:   arith.select %[[ZERO]], %{{.*}}, %{{.*}} : i32
  // CHECK:   memref.store
  // a = [7, -7, MIN, 5, MIN, 9, -9, 0], b = [2, 2, -1, 0, 1, -4, 4, 0]
  // DIV: result #0: tile<8xi32> = [4, -3, -2147483648, -1, -2147483648, -2, -2, -1]
  // DIV: result #1: tile<8xi32> = [3, -4, -2147483648, -1, -2147483648, -3, -3, -1]
  // DIV: result #2: tile<8xi32> = [1, -1, 0, 5, 0, 1, -1, 0]
  // DIV: result #3: tile<8xi32> = [3, 2147483644, 0, -1, -2147483648, 0, 1073741821, -1]
  testing$func @divide() -> (tile<8xi32>, tile<8xi32>, tile<8xi32>, tile<8xi32>) {
    %a = constant <i32: [7, -7, -2147483648, 5, -2147483648, 9, -9, 0]> : tile<8xi32>
    %b = constant <i32: [2, 2, -1, 0, 1, -4, 4, 0]> : tile<8xi32>
    %0 = divi %a, %b signed rounding<positive_inf> : tile<8xi32>
    %1 = divi %a, %b signed rounding<negative_inf> : tile<8xi32>
    %2 = remi %a, %b signed : tile<8xi32>
    %3 = divi %a, %b unsigned : tile<8xi32>
    return %0, %1, %2, %3 : tile<8xi32>, tile<8xi32>, tile<8xi32>, tile<8xi32>
  }

  // Rank 0: scalars, no loop.
  // CHECK-LABEL: func.func @divide_scalar(
  // CHECK-NOT: scf.for
  // CHECK: arith.divsi
  // SCALAR: result #0: tile<i8> = -128
  // SCALAR: result #1: tile<i8> = 0
  testing$func @divide_scalar(%a: tile<i8>, %b: tile<i8>) -> (tile<i8>, tile<i8>) {
    %0 = divi %a, %b signed : tile<i8>
    %1 = remi %a, %b signed : tile<i8>
    return %0, %1 : tile<i8>, tile<i8>
  }

  // Shift amounts >= n: a select drops LLVM's poison; a signed right shift clamps the amount.
  // (The three shifts share one fused loop.)
  // CHECK-LABEL: func.func @shift(
  // CHECK: scf.for
  // CHECK:   arith.cmpi ult
  // CHECK:   arith.shli
  // CHECK:   arith.select
  // CHECK:   arith.minui
  // CHECK:   arith.shrsi
  // SHIFT: result #0: tile<4xi16> = [-16, 0, 0, -32768]
  // SHIFT: result #1: tile<4xi16> = [-1, -1, -1, -1]
  // SHIFT: result #2: tile<4xi16> = [4095, 0, 0, 1]
  testing$func @shift() -> (tile<4xi16>, tile<4xi16>, tile<4xi16>) {
    %a = constant <i16: -1> : tile<4xi16>
    %s = constant <i16: [4, 16, -1, 15]> : tile<4xi16>
    %0 = shli %a, %s : tile<4xi16>
    %1 = shri %a, %s signed : tile<4xi16>
    %2 = shri %a, %s unsigned : tile<4xi16>
    return %0, %1, %2 : tile<4xi16>, tile<4xi16>, tile<4xi16>
  }

  // mulhii is the high half of the unsigned product (MIN * 2 = 2^64); cmpi gives i1 tiles.
  // CHECK-LABEL: func.func @mixed(
  // CHECK: arith.mului_extended
  // CHECK: arith.cmpi ugt
  // CHECK: arith.maxsi
  // CHECK: arith.addi
  // MIXED: result #0: tile<4xi64> = [-2, 0, 0, 1]
  // MIXED: result #1: tile<4xi1> = [false, true, true, true]
  // MIXED: result #2: tile<4xi64> = [0, 3, 4, 3]
  testing$func @mixed() -> (tile<4xi64>, tile<4xi1>, tile<4xi64>) {
    %a = constant <i64: [-1, 2, 3, -9223372036854775808]> : tile<4xi64>
    %b = constant <i64: [-1, 1, 0, 2]> : tile<4xi64>
    %0 = mulhii %a, %b : tile<4xi64>
    %1 = cmpi greater_than %a, %b, unsigned : tile<4xi64> -> tile<4xi1>
    %m = maxi %a, %b signed : tile<4xi64>
    %one = constant <i64: 1> : tile<4xi64>
    %2 = addi %m, %one : tile<4xi64>
    return %0, %1, %2 : tile<4xi64>, tile<4xi1>, tile<4xi64>
  }
}
