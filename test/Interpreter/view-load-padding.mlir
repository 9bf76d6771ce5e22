// Tiles may hang over the tensor edge (tile-ir-ops.md §3.8): elements outside the tensor are
// not read and yield the view's padding value, or an unspecified value without one (the
// interpreter's undefined pattern, 0xCD bytes). A 3x3 tensor holding 0..8 in 2x2 tiles has the
// index space [2, 2]; tile [1, 1] holds only tensor element (2, 2) = 8.

// RUN: tilec run %s --entry pad_f32 --arg iota:f32:9 | FileCheck %s --check-prefix=F32
// F32: result #0: tile<2x2xf32> = {{\[}}[8, nan],
// F32-NEXT: [nan, nan]]
// F32: result #1: tile<2x2xf32> = {{\[}}[8, -0],
// F32-NEXT: [-0, -0]]
// F32: result #2: tile<2x2xf32> = {{\[}}[8, inf],
// F32-NEXT: [inf, inf]]
// F32: result #3: tile<2x2xf32> = {{\[}}[8, -inf],
// F32-NEXT: [-inf, -inf]]
// F32: result #4: tile<2x2xf32> = {{\[}}[8, 0],
// F32-NEXT: [0, 0]]
// 0xCDCDCDCD as f32 is -1.60784... * 2^28 = -431602080.
// F32: result #5: tile<2x2xf32> = {{\[}}[8, -431602080],
// F32-NEXT: [-431602080, -431602080]]
// F32: result #6: tile<i32> = 2
// F32: result #7: tile<i32> = 2

// Integer views only take zero padding; without padding an i32 reads 0xCDCDCDCD = -842150451.
// RUN: tilec run %s --entry pad_i32 --arg iota:i32:9 | FileCheck %s --check-prefix=I32
// I32: result #0: tile<2x2xi32> = {{\[}}[8, 0],
// I32-NEXT: [0, 0]]
// I32: result #1: tile<2x2xi32> = {{\[}}[8, -842150451],
// I32-NEXT: [-842150451, -842150451]]

// Padding in the small formats follows the conversion rules (§2.6): f8E4M3FN has no Inf and
// saturates to +-448 but has a NaN encoding; f4E2M1FN has neither (Inf and NaN give +-6, +6).
// A 3-element tensor in tiles of 4: element 3 is out of bounds.
// RUN: tilec run %s --entry pad_small --arg iota:f8E4M3FN:3 --arg iota:f16:3 --arg iota:bf16:3 | FileCheck %s --check-prefix=SMALL
// SMALL: result #0: tile<4xf8E4M3FN> = [0, 1, 2, 448]
// SMALL: result #1: tile<4xf8E4M3FN> = [0, 1, 2, -448]
// SMALL: result #2: tile<4xf8E4M3FN> = [0, 1, 2, nan]
// SMALL: result #3: tile<4xf16> = [0, 1, 2, nan]
// SMALL: result #4: tile<4xbf16> = [0, 1, 2, -inf]
// 0xCDCD as f16 is -(1 + 461/1024) * 2^4 = -23.203125, shortest spelling -23.2.
// SMALL: result #5: tile<4xf16> = [0, 1, 2, -23.2]

// f8E5M2 has Inf encodings (0x7C, 0xFC): pos_inf/neg_inf pad with them (seed §5.6: the padding
// is "positive infinity"), although converting Inf *to* f8E5M2 saturates to +-57344.
// RUN: tilec run %s --entry pad_e5m2 --arg iota:f8E5M2:3 | FileCheck %s --check-prefix=E5M2
// E5M2: result #0: tile<4xf8E5M2> = [0, 1, 2, inf]
// E5M2: result #1: tile<4xf8E5M2> = [0, 1, 2, -inf]
// E5M2: result #2: tile<4xf8E5M2> = [0, 1, 2, nan]

// A 2x2 f4E2M1FN tensor holding 0, 1, 2, 3 (packed: bytes 0x20, 0x64) read as a 2x4 tile: the
// two right columns are outside.
// RUN: tilec run %s --entry pad_f4 --arg iota:f4E2M1FN:4 | FileCheck %s --check-prefix=F4
// F4: result #0: tile<2x4xf4E2M1FN> = {{\[}}[0, 1, 6, 6],
// F4-NEXT: [2, 3, 6, 6]]
// F4: result #1: tile<2x4xf4E2M1FN> = {{\[}}[0, 1, -6, -6],
// F4-NEXT: [2, 3, -6, -6]]
// F4: result #2: tile<2x4xf4E2M1FN> = {{\[}}[0, 1, -0, -0],
// F4-NEXT: [2, 3, -0, -0]]
// F4: result #3: tile<2x4xf4E2M1FN> = {{\[}}[0, 1, 6, 6],
// F4-NEXT: [2, 3, 6, 6]]

// f8E8M0FNU has no zero and no sign: -0 converts to its smallest value 2^-127 (0x00), +Inf to
// its NaN 0xFF. The tensor holds two ones (2^0).
// RUN: tilec run %s --entry pad_e8m0 --arg ones:f8E8M0FNU:2 | FileCheck %s --check-prefix=E8M0
// E8M0: result #0: tile<4xf8E8M0FNU> = [1, 1, 6e-39, 6e-39]
// E8M0: result #1: tile<4xf8E8M0FNU> = [1, 1, nan, nan]

cuda_tile.module @m {
  testing$func @pad_f32(%p: tile<ptr<f32>>) -> (tile<2x2xf32>, tile<2x2xf32>, tile<2x2xf32>, tile<2x2xf32>, tile<2x2xf32>, tile<2x2xf32>, tile<i32>, tile<i32>) {
    %tv = make_tensor_view %p, shape = [3, 3], strides = [3, 1] : tensor_view<3x3xf32, strides=[3,1]>
    %c1 = constant <i32: 1> : tile<i32>
    %v0 = make_partition_view %tv : partition_view<tile=(2x2), padding_value = nan, tensor_view<3x3xf32, strides=[3,1]>>
    %a0, %t0 = load_view_tko weak %v0[%c1, %c1] : partition_view<tile=(2x2), padding_value = nan, tensor_view<3x3xf32, strides=[3,1]>>, tile<i32> -> tile<2x2xf32>, token
    %v1 = make_partition_view %tv : partition_view<tile=(2x2), padding_value = neg_zero, tensor_view<3x3xf32, strides=[3,1]>>
    %a1, %t1 = load_view_tko weak %v1[%c1, %c1] : partition_view<tile=(2x2), padding_value = neg_zero, tensor_view<3x3xf32, strides=[3,1]>>, tile<i32> -> tile<2x2xf32>, token
    %v2 = make_partition_view %tv : partition_view<tile=(2x2), padding_value = pos_inf, tensor_view<3x3xf32, strides=[3,1]>>
    %a2, %t2 = load_view_tko weak %v2[%c1, %c1] : partition_view<tile=(2x2), padding_value = pos_inf, tensor_view<3x3xf32, strides=[3,1]>>, tile<i32> -> tile<2x2xf32>, token
    %v3 = make_partition_view %tv : partition_view<tile=(2x2), padding_value = neg_inf, tensor_view<3x3xf32, strides=[3,1]>>
    %a3, %t3 = load_view_tko weak %v3[%c1, %c1] : partition_view<tile=(2x2), padding_value = neg_inf, tensor_view<3x3xf32, strides=[3,1]>>, tile<i32> -> tile<2x2xf32>, token
    %v4 = make_partition_view %tv : partition_view<tile=(2x2), padding_value = zero, tensor_view<3x3xf32, strides=[3,1]>>
    %a4, %t4 = load_view_tko weak %v4[%c1, %c1] : partition_view<tile=(2x2), padding_value = zero, tensor_view<3x3xf32, strides=[3,1]>>, tile<i32> -> tile<2x2xf32>, token
    %v5 = make_partition_view %tv : partition_view<tile=(2x2), tensor_view<3x3xf32, strides=[3,1]>>
    %a5, %t5 = load_view_tko weak %v5[%c1, %c1] : partition_view<tile=(2x2), tensor_view<3x3xf32, strides=[3,1]>>, tile<i32> -> tile<2x2xf32>, token
    %n0, %n1 = get_index_space_shape %v5 : partition_view<tile=(2x2), tensor_view<3x3xf32, strides=[3,1]>> -> tile<i32>
    return %a0, %a1, %a2, %a3, %a4, %a5, %n0, %n1 : tile<2x2xf32>, tile<2x2xf32>, tile<2x2xf32>, tile<2x2xf32>, tile<2x2xf32>, tile<2x2xf32>, tile<i32>, tile<i32>
  }

  testing$func @pad_i32(%p: tile<ptr<i32>>) -> (tile<2x2xi32>, tile<2x2xi32>) {
    %tv = make_tensor_view %p, shape = [3, 3], strides = [3, 1] : tensor_view<3x3xi32, strides=[3,1]>
    %c1 = constant <i32: 1> : tile<i32>
    %v0 = make_partition_view %tv : partition_view<tile=(2x2), padding_value = zero, tensor_view<3x3xi32, strides=[3,1]>>
    %a0, %t0 = load_view_tko weak %v0[%c1, %c1] : partition_view<tile=(2x2), padding_value = zero, tensor_view<3x3xi32, strides=[3,1]>>, tile<i32> -> tile<2x2xi32>, token
    %v1 = make_partition_view %tv : partition_view<tile=(2x2), tensor_view<3x3xi32, strides=[3,1]>>
    %a1, %t1 = load_view_tko weak %v1[%c1, %c1] : partition_view<tile=(2x2), tensor_view<3x3xi32, strides=[3,1]>>, tile<i32> -> tile<2x2xi32>, token
    return %a0, %a1 : tile<2x2xi32>, tile<2x2xi32>
  }

  testing$func @pad_small(%p: tile<ptr<f8E4M3FN>>, %h: tile<ptr<f16>>, %b: tile<ptr<bf16>>) -> (tile<4xf8E4M3FN>, tile<4xf8E4M3FN>, tile<4xf8E4M3FN>, tile<4xf16>, tile<4xbf16>, tile<4xf16>) {
    %c0 = constant <i32: 0> : tile<i32>
    %tv = make_tensor_view %p, shape = [3], strides = [1] : tensor_view<3xf8E4M3FN, strides=[1]>
    %v0 = make_partition_view %tv : partition_view<tile=(4), padding_value = pos_inf, tensor_view<3xf8E4M3FN, strides=[1]>>
    %a0, %t0 = load_view_tko weak %v0[%c0] : partition_view<tile=(4), padding_value = pos_inf, tensor_view<3xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<4xf8E4M3FN>, token
    %v1 = make_partition_view %tv : partition_view<tile=(4), padding_value = neg_inf, tensor_view<3xf8E4M3FN, strides=[1]>>
    %a1, %t1 = load_view_tko weak %v1[%c0] : partition_view<tile=(4), padding_value = neg_inf, tensor_view<3xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<4xf8E4M3FN>, token
    %v2 = make_partition_view %tv : partition_view<tile=(4), padding_value = nan, tensor_view<3xf8E4M3FN, strides=[1]>>
    %a2, %t2 = load_view_tko weak %v2[%c0] : partition_view<tile=(4), padding_value = nan, tensor_view<3xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<4xf8E4M3FN>, token
    %th = make_tensor_view %h, shape = [3], strides = [1] : tensor_view<3xf16, strides=[1]>
    %v3 = make_partition_view %th : partition_view<tile=(4), padding_value = nan, tensor_view<3xf16, strides=[1]>>
    %a3, %t3 = load_view_tko weak %v3[%c0] : partition_view<tile=(4), padding_value = nan, tensor_view<3xf16, strides=[1]>>, tile<i32> -> tile<4xf16>, token
    %tb = make_tensor_view %b, shape = [3], strides = [1] : tensor_view<3xbf16, strides=[1]>
    %v4 = make_partition_view %tb : partition_view<tile=(4), padding_value = neg_inf, tensor_view<3xbf16, strides=[1]>>
    %a4, %t4 = load_view_tko weak %v4[%c0] : partition_view<tile=(4), padding_value = neg_inf, tensor_view<3xbf16, strides=[1]>>, tile<i32> -> tile<4xbf16>, token
    %v5 = make_partition_view %th : partition_view<tile=(4), tensor_view<3xf16, strides=[1]>>
    %a5, %t5 = load_view_tko weak %v5[%c0] : partition_view<tile=(4), tensor_view<3xf16, strides=[1]>>, tile<i32> -> tile<4xf16>, token
    return %a0, %a1, %a2, %a3, %a4, %a5 : tile<4xf8E4M3FN>, tile<4xf8E4M3FN>, tile<4xf8E4M3FN>, tile<4xf16>, tile<4xbf16>, tile<4xf16>
  }

  testing$func @pad_f4(%p: tile<ptr<f4E2M1FN>>) -> (tile<2x4xf4E2M1FN>, tile<2x4xf4E2M1FN>, tile<2x4xf4E2M1FN>, tile<2x4xf4E2M1FN>) {
    %c0 = constant <i32: 0> : tile<i32>
    %tv = make_tensor_view %p, shape = [2, 2], strides = [2, 1] : tensor_view<2x2xf4E2M1FN, strides=[2,1]>
    %v0 = make_partition_view %tv : partition_view<tile=(2x4), padding_value = pos_inf, tensor_view<2x2xf4E2M1FN, strides=[2,1]>>
    %a0, %t0 = load_view_tko weak %v0[%c0, %c0] : partition_view<tile=(2x4), padding_value = pos_inf, tensor_view<2x2xf4E2M1FN, strides=[2,1]>>, tile<i32> -> tile<2x4xf4E2M1FN>, token
    %v1 = make_partition_view %tv : partition_view<tile=(2x4), padding_value = neg_inf, tensor_view<2x2xf4E2M1FN, strides=[2,1]>>
    %a1, %t1 = load_view_tko weak %v1[%c0, %c0] : partition_view<tile=(2x4), padding_value = neg_inf, tensor_view<2x2xf4E2M1FN, strides=[2,1]>>, tile<i32> -> tile<2x4xf4E2M1FN>, token
    %v2 = make_partition_view %tv : partition_view<tile=(2x4), padding_value = neg_zero, tensor_view<2x2xf4E2M1FN, strides=[2,1]>>
    %a2, %t2 = load_view_tko weak %v2[%c0, %c0] : partition_view<tile=(2x4), padding_value = neg_zero, tensor_view<2x2xf4E2M1FN, strides=[2,1]>>, tile<i32> -> tile<2x4xf4E2M1FN>, token
    %v3 = make_partition_view %tv : partition_view<tile=(2x4), padding_value = nan, tensor_view<2x2xf4E2M1FN, strides=[2,1]>>
    %a3, %t3 = load_view_tko weak %v3[%c0, %c0] : partition_view<tile=(2x4), padding_value = nan, tensor_view<2x2xf4E2M1FN, strides=[2,1]>>, tile<i32> -> tile<2x4xf4E2M1FN>, token
    return %a0, %a1, %a2, %a3 : tile<2x4xf4E2M1FN>, tile<2x4xf4E2M1FN>, tile<2x4xf4E2M1FN>, tile<2x4xf4E2M1FN>
  }

  testing$func @pad_e8m0(%p: tile<ptr<f8E8M0FNU>>) -> (tile<4xf8E8M0FNU>, tile<4xf8E8M0FNU>) {
    %c0 = constant <i32: 0> : tile<i32>
    %tv = make_tensor_view %p, shape = [2], strides = [1] : tensor_view<2xf8E8M0FNU, strides=[1]>
    %v0 = make_partition_view %tv : partition_view<tile=(4), padding_value = neg_zero, tensor_view<2xf8E8M0FNU, strides=[1]>>
    %a0, %t0 = load_view_tko weak %v0[%c0] : partition_view<tile=(4), padding_value = neg_zero, tensor_view<2xf8E8M0FNU, strides=[1]>>, tile<i32> -> tile<4xf8E8M0FNU>, token
    %v1 = make_partition_view %tv : partition_view<tile=(4), padding_value = pos_inf, tensor_view<2xf8E8M0FNU, strides=[1]>>
    %a1, %t1 = load_view_tko weak %v1[%c0] : partition_view<tile=(4), padding_value = pos_inf, tensor_view<2xf8E8M0FNU, strides=[1]>>, tile<i32> -> tile<4xf8E8M0FNU>, token
    return %a0, %a1 : tile<4xf8E8M0FNU>, tile<4xf8E8M0FNU>
  }
  testing$func @pad_e5m2(%p: tile<ptr<f8E5M2>>) -> (tile<4xf8E5M2>, tile<4xf8E5M2>, tile<4xf8E5M2>) {
    %tv = make_tensor_view %p, shape = [3], strides = [1] : tensor_view<3xf8E5M2, strides=[1]>
    %c0 = constant <i32: 0> : tile<i32>
    %v0 = make_partition_view %tv : partition_view<tile=(4), padding_value = pos_inf, tensor_view<3xf8E5M2, strides=[1]>>
    %a0, %t0 = load_view_tko weak %v0[%c0] : partition_view<tile=(4), padding_value = pos_inf, tensor_view<3xf8E5M2, strides=[1]>>, tile<i32> -> tile<4xf8E5M2>, token
    %v1 = make_partition_view %tv : partition_view<tile=(4), padding_value = neg_inf, tensor_view<3xf8E5M2, strides=[1]>>
    %a1, %t1 = load_view_tko weak %v1[%c0] : partition_view<tile=(4), padding_value = neg_inf, tensor_view<3xf8E5M2, strides=[1]>>, tile<i32> -> tile<4xf8E5M2>, token
    %v2 = make_partition_view %tv : partition_view<tile=(4), padding_value = nan, tensor_view<3xf8E5M2, strides=[1]>>
    %a2, %t2 = load_view_tko weak %v2[%c0] : partition_view<tile=(4), padding_value = nan, tensor_view<3xf8E5M2, strides=[1]>>, tile<i32> -> tile<4xf8E5M2>, token
    return %a0, %a1, %a2 : tile<4xf8E5M2>, tile<4xf8E5M2>, tile<4xf8E5M2>
  }

}
