// Row reductions whose rows are no longer than their partial accumulators (64 f32, 128 f16,
// 32 f64, 256 i8 elements: only halving steps) over 16 rows or more run the halving steps that
// fill a 512-bit vector row by row, each into a tile of its own, then transpose what is left and
// run each remaining step on whole rows of the transposed tile, every row's values in the
// vector lanes (ReductionToCPU.cpp, emitShortRowsReduce), in the same order as row by row:
// results equal the interpreter's bit for bit (--compare-interpreter exits 1 on a difference).
// RUN: tilec-opt --convert-cuda-tile-to-cpu %s | FileCheck %s
// 32 rows of 64 f32: to 32 rows of 32, then of 16, transposed. The maximum (a plain maxf) first
// scans the tile for NaNs, folds with maxps, and redoes the fold exactly only where it must.
// CHECK-LABEL: func.func @iota_rows
// CHECK: scf.for {{.*}} iter_args(%{{.*}} = %false{{.*}}) -> (i1)
// CHECK: arith.cmpf uno
// CHECK: memref.store %{{.*}} : memref<1024xf32>
// CHECK: memref.store %{{.*}} : memref<512xf32>
// CHECK: call @tilec_rt_transpose(%{{.*}}, %{{.*}}, %c1_i64{{.*}}, %c32_i64{{.*}}, %c16_i64{{.*}}, %c4_i32{{.*}})
// CHECK: scf.if
// CHECK-LABEL: func.func @few_rows
// CHECK-NOT: tilec_rt_transpose
// CHECK: return
// CHECK-LABEL: func.func @long_rows
// CHECK-NOT: tilec_rt_transpose
// CHECK: return
//
// x[r][c] = 64r + c over 32x64: row maxima 64r + 63, row sums 4096r + 2016, minima 64r.
// RUN: tilec run --compare-interpreter %s --entry iota_rows | FileCheck %s --check-prefix=IOTA
// IOTA: result #0: tile<32xf32> = [63, 127, 191, 255, 319, 383, 447, 511, 575, 639, 703, 767, 831, 895, 959, 1023, 1087, 1151, 1215, 1279, 1343, 1407, 1471, 1535, 1599, 1663, 1727, 1791, 1855, 1919, 1983, 2047]
// IOTA-NEXT: result #1: tile<32xf32> = [2016, 6112, 10208, 14304, 18400, 22496, 26592, 30688, 34784, 38880, 42976, 47072, 51168, 55264, 59360, 63456, 67552, 71648, 75744, 79840, 83936, 88032, 92128, 96224, 100320, 104416, 108512, 112608, 116704, 120800, 124896, 128992]
// IOTA-NEXT: result #2: tile<32xf32> = [0, 64, 128, 192, 256, 320, 384, 448, 512, 576, 640, 704, 768, 832, 896, 960, 1024, 1088, 1152, 1216, 1280, 1344, 1408, 1472, 1536, 1600, 1664, 1728, 1792, 1856, 1920, 1984]
//
// Random data: f32 maxima, minima and sums (NaNs and signed zeros mixed in), rows of 16, f16
// and f64 sums, i8 xor and signed maxima, a rank-3 tile, and (neither transposed) 8 rows or
// rows of 128.
// RUN: tilec run --compare-interpreter %s --entry f32_rows --arg rand:f32:32x64:1
// RUN: tilec run --compare-interpreter %s --entry special_rows --arg rand:f32:16x64:2
// Rows whose maximum (minimum) is a zero and hold both +0 and -0 (f32 maxf/minf fold with
// maxps/minps and are redone exactly where a result is a zero): maxf gives +0, minf -0.
// RUN: tilec run --compare-interpreter %s --entry zero_rows | FileCheck %s --check-prefix=ZEROS
// ZEROS: result #0: tile<16xf32> = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
// ZEROS-NEXT: result #1: tile<16xf32> = [-0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0]
// RUN: tilec run --compare-interpreter %s --entry short_rows --arg rand:f32:64x16:3
// RUN: tilec run --compare-interpreter %s --entry f16_rows --arg rand:f16:16x128:4
// RUN: tilec run --compare-interpreter %s --entry f64_rows --arg rand:f64:64x32:5
// RUN: tilec run --compare-interpreter %s --entry i8_rows --arg rand:i8:16x256:6
// RUN: tilec run --compare-interpreter %s --entry rank3_rows --arg rand:f32:2x16x64:7
// RUN: tilec run --compare-interpreter %s --entry few_rows --arg rand:f32:8x64:8
// RUN: tilec run --compare-interpreter %s --entry long_rows --arg rand:f32:32x128:9
cuda_tile.module @m {
  testing$func @iota_rows() -> (tile<32xf32>, tile<32xf32>, tile<32xf32>) {
    %i = iota : tile<2048xi32>
    %f = itof %i signed : tile<2048xi32> -> tile<2048xf32>
    %x = reshape %f : tile<2048xf32> -> tile<32x64xf32>
    %max = reduce %x dim=1 identities=[0xFF800000 : f32] : tile<32x64xf32> -> tile<32xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        %r = maxf %e, %a : tile<f32>
        yield %r : tile<f32>
      }
    %sum = reduce %x dim=1 identities=[0.0 : f32] : tile<32x64xf32> -> tile<32xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        %r = addf %e, %a : tile<f32>
        yield %r : tile<f32>
      }
    %min = reduce %x dim=1 identities=[0x7F800000 : f32] : tile<32x64xf32> -> tile<32xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        %r = minf %e, %a : tile<f32>
        yield %r : tile<f32>
      }
    return %max, %sum, %min : tile<32xf32>, tile<32xf32>, tile<32xf32>
  }

  testing$func @f32_rows(%x: tile<32x64xf32>) -> (tile<32xf32>, tile<32xf32>, tile<32xf32>, tile<32xf32>) {
    %max = reduce %x dim=1 identities=[0xFF800000 : f32] : tile<32x64xf32> -> tile<32xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        %r = maxf %e, %a : tile<f32>
        yield %r : tile<f32>
      }
    %min = reduce %x dim=1 identities=[0x7F800000 : f32] : tile<32x64xf32> -> tile<32xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        %r = minf %a, %e : tile<f32>
        yield %r : tile<f32>
      }
    %sum = reduce %x dim=1 identities=[0.5 : f32] : tile<32x64xf32> -> tile<32xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        %r = addf %e, %a : tile<f32>
        yield %r : tile<f32>
      }
    %prod = reduce %x dim=1 identities=[1.0 : f32] : tile<32x64xf32> -> tile<32xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        %r = mulf %a, %e : tile<f32>
        yield %r : tile<f32>
      }
    return %max, %min, %sum, %prod : tile<32xf32>, tile<32xf32>, tile<32xf32>, tile<32xf32>
  }

  // NaN where (64r + c) % 37 == 0, -0 where % 41 == 0, +0 where % 43 == 0, another NaN
  // (0xFFC00001, which of two NaNs a maximum keeps shows its operand order) where % 29 == 0.
  testing$func @zero_rows() -> (tile<16xf32>, tile<16xf32>) {
    %i = iota : tile<1024xi32>
    %position = reshape %i : tile<1024xi32> -> tile<16x64xi32>
    %c64 = constant <i32: 64> : tile<16x64xi32>
    %c32 = constant <i32: 32> : tile<16x64xi32>
    %column = remi %position, %c64 signed : tile<16x64xi32>
    %isMiddle = cmpi equal %column, %c32, signed : tile<16x64xi32> -> tile<16x64xi1>
    %minusZero = constant <f32: -0.0> : tile<16x64xf32>
    %up = itof %column signed : tile<16x64xi32> -> tile<16x64xf32>
    %down = negf %up : tile<16x64xf32>
    %plusZero = constant <f32: 0.0> : tile<16x64xf32>
    %down0 = addf %down, %plusZero : tile<16x64xf32>
    %lows = select %isMiddle, %minusZero, %down0 : tile<16x64xi1>, tile<16x64xf32>
    %highs = select %isMiddle, %minusZero, %up : tile<16x64xi1>, tile<16x64xf32>
    %max = reduce %lows dim=1 identities=[0xFF800000 : f32] : tile<16x64xf32> -> tile<16xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        %r = maxf %e, %a : tile<f32>
        yield %r : tile<f32>
      }
    %min = reduce %highs dim=1 identities=[0x7F800000 : f32] : tile<16x64xf32> -> tile<16xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        %r = minf %e, %a : tile<f32>
        yield %r : tile<f32>
      }
    return %max, %min : tile<16xf32>, tile<16xf32>
  }

  testing$func @special_rows(%x: tile<16x64xf32>) -> (tile<16xf32>, tile<16xf32>, tile<16xf32>, tile<16xf32>) {
    %i = iota : tile<1024xi32>
    %position = reshape %i : tile<1024xi32> -> tile<16x64xi32>
    %c37 = constant <i32: 37> : tile<16x64xi32>
    %c41 = constant <i32: 41> : tile<16x64xi32>
    %c43 = constant <i32: 43> : tile<16x64xi32>
    %zero = constant <i32: 0> : tile<16x64xi32>
    %r37 = remi %position, %c37 signed : tile<16x64xi32>
    %r41 = remi %position, %c41 signed : tile<16x64xi32>
    %r43 = remi %position, %c43 signed : tile<16x64xi32>
    %isNan = cmpi equal %r37, %zero, signed : tile<16x64xi32> -> tile<16x64xi1>
    %isMinusZero = cmpi equal %r41, %zero, signed : tile<16x64xi32> -> tile<16x64xi1>
    %isPlusZero = cmpi equal %r43, %zero, signed : tile<16x64xi32> -> tile<16x64xi1>
    %nan = constant <f32: 0x7FC00000> : tile<16x64xf32>
    %minusZero = constant <f32: -0.0> : tile<16x64xf32>
    %plusZero = constant <f32: 0.0> : tile<16x64xf32>
    %x1 = select %isNan, %nan, %x : tile<16x64xi1>, tile<16x64xf32>
    %x2 = select %isMinusZero, %minusZero, %x1 : tile<16x64xi1>, tile<16x64xf32>
    %x4 = select %isPlusZero, %plusZero, %x2 : tile<16x64xi1>, tile<16x64xf32>
    %c29 = constant <i32: 29> : tile<16x64xi32>
    %r29 = remi %position, %c29 signed : tile<16x64xi32>
    %isOtherNan = cmpi equal %r29, %zero, signed : tile<16x64xi32> -> tile<16x64xi1>
    %otherNan = constant <f32: 0xFFC00001> : tile<16x64xf32>
    %x3 = select %isOtherNan, %otherNan, %x4 : tile<16x64xi1>, tile<16x64xf32>
    %half = constant <f32: 0.5> : tile<16x64xf32>
    %centred = subf %x3, %half : tile<16x64xf32>
    %max = reduce %x3 dim=1 identities=[0xFF800000 : f32] : tile<16x64xf32> -> tile<16xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        %r = maxf %e, %a : tile<f32>
        yield %r : tile<f32>
      }
    %maxNan = reduce %x3 dim=1 identities=[0xFF800000 : f32] : tile<16x64xf32> -> tile<16xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        %r = maxf %e, %a propagate_nan : tile<f32>
        yield %r : tile<f32>
      }
    %min = reduce %centred dim=1 identities=[0x7F800000 : f32] : tile<16x64xf32> -> tile<16xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        %r = minf %e, %a : tile<f32>
        yield %r : tile<f32>
      }
    %sum = reduce %x3 dim=1 identities=[0.0 : f32] : tile<16x64xf32> -> tile<16xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        %r = addf %e, %a : tile<f32>
        yield %r : tile<f32>
      }
    return %max, %maxNan, %min, %sum : tile<16xf32>, tile<16xf32>, tile<16xf32>, tile<16xf32>
  }

  testing$func @short_rows(%x: tile<64x16xf32>) -> (tile<64xf32>, tile<64xf32>) {
    %max = reduce %x dim=1 identities=[0xFF800000 : f32] : tile<64x16xf32> -> tile<64xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        %r = maxf %e, %a : tile<f32>
        yield %r : tile<f32>
      }
    %sum = reduce %x dim=1 identities=[0.0 : f32] : tile<64x16xf32> -> tile<64xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        %r = addf %e, %a : tile<f32>
        yield %r : tile<f32>
      }
    return %max, %sum : tile<64xf32>, tile<64xf32>
  }

  testing$func @f16_rows(%x: tile<16x128xf16>) -> (tile<16xf16>, tile<16xf16>) {
    %sum = reduce %x dim=1 identities=[0.0 : f16] : tile<16x128xf16> -> tile<16xf16>
      (%e: tile<f16>, %a: tile<f16>) {
        %r = addf %e, %a : tile<f16>
        yield %r : tile<f16>
      }
    %max = reduce %x dim=1 identities=[0xFC00 : f16] : tile<16x128xf16> -> tile<16xf16>
      (%e: tile<f16>, %a: tile<f16>) {
        %r = maxf %e, %a : tile<f16>
        yield %r : tile<f16>
      }
    return %sum, %max : tile<16xf16>, tile<16xf16>
  }

  testing$func @f64_rows(%x: tile<64x32xf64>) -> tile<64xf64> {
    %sum = reduce %x dim=1 identities=[0.0 : f64] : tile<64x32xf64> -> tile<64xf64>
      (%e: tile<f64>, %a: tile<f64>) {
        %r = addf %e, %a : tile<f64>
        yield %r : tile<f64>
      }
    return %sum : tile<64xf64>
  }

  testing$func @i8_rows(%x: tile<16x256xi8>) -> (tile<16xi8>, tile<16xi8>) {
    %xor = reduce %x dim=1 identities=[0 : i8] : tile<16x256xi8> -> tile<16xi8>
      (%e: tile<i8>, %a: tile<i8>) {
        %r = xori %e, %a : tile<i8>
        yield %r : tile<i8>
      }
    %max = reduce %x dim=1 identities=[-128 : i8] : tile<16x256xi8> -> tile<16xi8>
      (%e: tile<i8>, %a: tile<i8>) {
        %r = maxi %e, %a signed : tile<i8>
        yield %r : tile<i8>
      }
    return %xor, %max : tile<16xi8>, tile<16xi8>
  }

  testing$func @rank3_rows(%x: tile<2x16x64xf32>) -> (tile<2x16xf32>, tile<2x16xf32>) {
    %max = reduce %x dim=2 identities=[0xFF800000 : f32] : tile<2x16x64xf32> -> tile<2x16xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        %r = maxf %e, %a : tile<f32>
        yield %r : tile<f32>
      }
    %sum = reduce %x dim=2 identities=[0.0 : f32] : tile<2x16x64xf32> -> tile<2x16xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        %r = addf %e, %a : tile<f32>
        yield %r : tile<f32>
      }
    return %max, %sum : tile<2x16xf32>, tile<2x16xf32>
  }

  testing$func @few_rows(%x: tile<8x64xf32>) -> tile<8xf32> {
    %sum = reduce %x dim=1 identities=[0.0 : f32] : tile<8x64xf32> -> tile<8xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        %r = addf %e, %a : tile<f32>
        yield %r : tile<f32>
      }
    return %sum : tile<8xf32>
  }

  testing$func @long_rows(%x: tile<32x128xf32>) -> tile<32xf32> {
    %sum = reduce %x dim=1 identities=[0.0 : f32] : tile<32x128xf32> -> tile<32xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        %r = addf %e, %a : tile<f32>
        yield %r : tile<f32>
      }
    return %sum : tile<32xf32>
  }
}
