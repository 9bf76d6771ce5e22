// A permute that swaps the last two dimensions of a tile larger than the register tiles is a
// matrix transpose in the runtime (tilec_rt_transpose, lib/Runtime/Cpu/Transpose.cpp): 8x8
// register blocks for 4-byte elements, scalar 8x8 blocks for the other sizes, edges where a
// dimension is not a multiple of 8. Every case must give the interpreter's tile; the iota
// inputs make every element distinct, so a misplaced one shows.
// RUN: tilec-opt --convert-cuda-tile-to-cpu %s | FileCheck %s --check-prefix=LOWER
// RUN: tilec run --compare-interpreter %s --entry f32_64x32
// RUN: tilec run --compare-interpreter %s --entry f32_batched
// RUN: tilec run --compare-interpreter %s --entry f32_4x128
// RUN: tilec run --compare-interpreter %s --entry other_sizes
// RUN: tilec run --compare-interpreter %s --entry narrow_formats
// RUN: tilec run --compare-interpreter %s --entry not_last_two
// The same on the portable path of a CPU without AVX is the scalar one, checked by the unit
// test (TransposeTest.cpp). Hand-checked corners of the 64x32 transpose: r[i][j] = x[j][i] =
// 32*j + i, so r[0][0] = 0, r[1][0] = 1, r[31][0] = 31, r[31][63] = 2047.
// RUN: tilec run %s --entry corners | FileCheck %s --check-prefix=CORNERS

// LOWER-LABEL: func.func @f32_64x32
// LOWER: call @tilec_rt_transpose({{.*}}) : (i64, i64, i64, i64, i64, i32) -> ()
// LOWER-LABEL: func.func @not_last_two
// LOWER-NOT: tilec_rt_transpose
// LOWER: return

// CORNERS: result #0: tile<4xi32> = [0, 1, 31, 2047]

cuda_tile.module @m {
  testing$func @f32_64x32() -> tile<32x64xf32> {
    %i = iota : tile<2048xi32>
    %f = itof %i signed : tile<2048xi32> -> tile<2048xf32>
    %x = reshape %f : tile<2048xf32> -> tile<64x32xf32>
    %t = permute %x [1, 0] : tile<64x32xf32> -> tile<32x64xf32>
    return %t : tile<32x64xf32>
  }

  // Leading dimensions stay: each of the 4 matrices is transposed.
  testing$func @f32_batched() -> tile<4x16x8xf32> {
    %i = iota : tile<512xi32>
    %f = itof %i signed : tile<512xi32> -> tile<512xf32>
    %x = reshape %f : tile<512xf32> -> tile<4x8x16xf32>
    %t = permute %x [0, 2, 1] : tile<4x8x16xf32> -> tile<4x16x8xf32>
    return %t : tile<4x16x8xf32>
  }

  // Fewer than 8 rows: only the scalar edge.
  testing$func @f32_4x128() -> tile<128x4xf32> {
    %i = iota : tile<512xi32>
    %f = itof %i signed : tile<512xi32> -> tile<512xf32>
    %x = reshape %f : tile<512xf32> -> tile<4x128xf32>
    %t = permute %x [1, 0] : tile<4x128xf32> -> tile<128x4xf32>
    return %t : tile<128x4xf32>
  }

  // 1-, 2- and 8-byte elements, and i1 (a byte per element in a tile buffer).
  testing$func @other_sizes() -> (tile<64x16xi8>, tile<32x16xf16>, tile<8x8xf64>, tile<32x16xi1>) {
    %i = iota : tile<1024xi32>
    %b = trunci %i : tile<1024xi32> -> tile<1024xi8>
    %b2 = reshape %b : tile<1024xi8> -> tile<16x64xi8>
    %bt = permute %b2 [1, 0] : tile<16x64xi8> -> tile<64x16xi8>
    %i512 = iota : tile<512xi32>
    %h = itof %i512 signed : tile<512xi32> -> tile<512xf16>
    %h2 = reshape %h : tile<512xf16> -> tile<16x32xf16>
    %ht = permute %h2 [1, 0] : tile<16x32xf16> -> tile<32x16xf16>
    %i64 = iota : tile<64xi32>
    %d = itof %i64 signed : tile<64xi32> -> tile<64xf64>
    %d2 = reshape %d : tile<64xf64> -> tile<8x8xf64>
    %dt = permute %d2 [1, 0] : tile<8x8xf64> -> tile<8x8xf64>
    %one = constant <i32: 1> : tile<512xi32>
    %odd = andi %i512, %one : tile<512xi32>
    %bits = trunci %odd : tile<512xi32> -> tile<512xi1>
    %bits2 = reshape %bits : tile<512xi1> -> tile<16x32xi1>
    %bitst = permute %bits2 [1, 0] : tile<16x32xi1> -> tile<32x16xi1>
    return %bt, %ht, %dt, %bitst : tile<64x16xi8>, tile<32x16xf16>, tile<8x8xf64>, tile<32x16xi1>
  }

  // Not a swap of the last two dimensions: the strided gather.
  testing$func @not_last_two() -> tile<8x4x16xf32> {
    %i = iota : tile<512xi32>
    %f = itof %i signed : tile<512xi32> -> tile<512xf32>
    %x = reshape %f : tile<512xf32> -> tile<4x8x16xf32>
    %t = permute %x [1, 0, 2] : tile<4x8x16xf32> -> tile<8x4x16xf32>
    return %t : tile<8x4x16xf32>
  }

  // r[0][0], r[1][0], r[31][0], r[31][63] of the transpose of the 64x32 iota (flat 0, 64,
  // 1984, 2047).
  testing$func @corners() -> tile<4xi32> {
    %i = iota : tile<2048xi32>
    %x = reshape %i : tile<2048xi32> -> tile<64x32xi32>
    %t = permute %x [1, 0] : tile<64x32xi32> -> tile<32x64xi32>
    %flat = reshape %t : tile<32x64xi32> -> tile<2048xi32>
    %c0 = constant <i32: 0> : tile<i32>
    %c64 = constant <i32: 64> : tile<i32>
    %c1984 = constant <i32: 1984> : tile<i32>
    %c2047 = constant <i32: 2047> : tile<i32>
    %e0 = extract %flat[%c0] : tile<2048xi32> -> tile<1xi32>
    %e1 = extract %flat[%c64] : tile<2048xi32> -> tile<1xi32>
    %e2 = extract %flat[%c1984] : tile<2048xi32> -> tile<1xi32>
    %e3 = extract %flat[%c2047] : tile<2048xi32> -> tile<1xi32>
    %a = cat %e0, %e1 dim = 0 : tile<1xi32>, tile<1xi32> -> tile<2xi32>
    %b = cat %e2, %e3 dim = 0 : tile<1xi32>, tile<1xi32> -> tile<2xi32>
    %r = cat %a, %b dim = 0 : tile<2xi32>, tile<2xi32> -> tile<4xi32>
    return %r : tile<4xi32>
  }

  // 4- and 8-bit formats keep a byte per element in a tile buffer, as i8 does.
  testing$func @narrow_formats() -> (tile<32x16xf4E2M1FN>, tile<32x16xi4>, tile<32x16xf8E4M3FN>) {
    %i = iota : tile<512xi32>
    %seven = constant <i32: 7> : tile<512xi32>
    %small = andi %i, %seven : tile<512xi32>
    %f = itof %small signed : tile<512xi32> -> tile<512xf32>
    %q = ftof %f : tile<512xf32> -> tile<512xf4E2M1FN>
    %q2 = reshape %q : tile<512xf4E2M1FN> -> tile<16x32xf4E2M1FN>
    %qt = permute %q2 [1, 0] : tile<16x32xf4E2M1FN> -> tile<32x16xf4E2M1FN>
    %n = trunci %i : tile<512xi32> -> tile<512xi4>
    %n2 = reshape %n : tile<512xi4> -> tile<16x32xi4>
    %nt = permute %n2 [1, 0] : tile<16x32xi4> -> tile<32x16xi4>
    %g = itof %i signed : tile<512xi32> -> tile<512xf32>
    %e = ftof %g : tile<512xf32> -> tile<512xf8E4M3FN>
    %e2 = reshape %e : tile<512xf8E4M3FN> -> tile<16x32xf8E4M3FN>
    %et = permute %e2 [1, 0] : tile<16x32xf8E4M3FN> -> tile<32x16xf8E4M3FN>
    return %qt, %nt, %et : tile<32x16xf4E2M1FN>, tile<32x16xi4>, tile<32x16xf8E4M3FN>
  }
}
