// make_tensor_view binds dynamic sizes and strides (read unsigned, tile-ir-ops.md §3.8);
// get_tensor_shape and get_index_space_shape report them in the result type, read unsigned.

// Dynamic sizes and strides from i32 operands; a column-major ?x? view.
// RUN: tilec run %s --entry dynamic --arg iota:f32:12 --arg 3 --arg 4 | FileCheck %s --check-prefix=DYN
// DYN: result #0: tile<i64> = 3
// DYN: result #1: tile<i64> = 4
// Index space of 2x2 tiles over 3x4: [ceil(3/2), ceil(4/2)] = [2, 2].
// DYN: result #2: tile<i32> = 2
// DYN: result #3: tile<i32> = 2
// Element (r, c) at r + 3c; tile [1, 1] is rows 2-3 (3 outside), columns 2-3: 8, 11 / pad.
// DYN: result #4: tile<2x2xf32> = {{\[}}[8, 11],
// DYN-NEXT: [-inf, -inf]]

// A result that fits read unsigned: 200 in i8 is the bit pattern of -56; 1 fits in i1.
// RUN: tilec run %s --entry unsigned_results --arg zeros:i8:200 | FileCheck %s --check-prefix=UNS
// UNS: result #0: tile<i8> = -56
// UNS: result #1: tile<i1> = true

// A rank-0 tensor_view has no sizes.
// RUN: tilec run %s --entry rank0 --arg zeros:f32:1 | FileCheck %s --check-prefix=RANK0
// RANK0: result #0: token

// Undefined behaviour in checked mode (§1.5): a dynamic size or stride that is zero or negative
// (an i32 -3 has its sign bit set), a shape query result that does not fit its type.
// RUN: not tilec run %s --entry dynamic --arg iota:f32:12 --arg 0 --arg 4 2>&1 | FileCheck %s --check-prefix=ZERO
// ZERO: error: make_tensor_view: dynamic size of dimension #0 is 0; sizes and strides must be positive (in tile block (0, 0, 0))
// RUN: not tilec run %s --entry dynamic --arg iota:f32:12 --arg 3 --arg=-3 2>&1 | FileCheck %s --check-prefix=NEG
// NEG: error: make_tensor_view: dynamic size of dimension #1 is -3; sizes and strides must be positive
// RUN: not tilec run %s --entry dynamic_stride --arg iota:f32:12 --arg 0 2>&1 | FileCheck %s --check-prefix=STRIDE
// STRIDE: error: make_tensor_view: dynamic stride of dimension #0 is 0; sizes and strides must be positive
// RUN: not tilec run %s --entry too_big --arg zeros:i8:300 2>&1 | FileCheck %s --check-prefix=BIG
// BIG: error: get_tensor_shape: size 300 of dimension #0 does not fit in i8, the type of its result (in tile block (0, 0, 0))
// RUN: not tilec run %s --entry space_too_big --arg zeros:i8:4 2>&1 | FileCheck %s --check-prefix=SPACE
// SPACE: error: get_index_space_shape: index space extent 4 of dimension #0 does not fit in i1

// Unchecked mode carries on: the i32 -3 is read unsigned as 4294967293 and that size reads
// back as the same i32 bits.
// RUN: tilec run %s --unchecked --entry unchecked_size --arg zeros:f32:4 --arg=-3 | FileCheck %s --check-prefix=UNCHECKED
// UNCHECKED: result #0: tile<i32> = -3
// UNCHECKED: result #1: tile<i64> = 4294967293
// In unchecked mode a result that does not fit keeps its low bits: 300 = 0x12C -> 0x2C = 44.
// RUN: tilec run %s --unchecked --entry too_big --arg zeros:i8:300 | FileCheck %s --check-prefix=LOWBITS
// LOWBITS: result #0: tile<i8> = 44

// A dynamic f4E2M1FN view must still pack into bytes: its unit-stride dimension needs an even
// size (seed §5.6.5).
// RUN: tilec run %s --entry f4_dynamic --arg zeros:f4E2M1FN:8 --arg 4 | FileCheck %s --check-prefix=F4OK
// F4OK: result #0: tile<2x4xf4E2M1FN>
// RUN: not tilec run %s --entry f4_dynamic --arg zeros:f4E2M1FN:8 --arg 3 2>&1 | FileCheck %s --check-prefix=F4ODD
// F4ODD: error: make_tensor_view: a tensor_view of f4E2M1FN needs unit-stride dimensions of even size, and at least one, to pack its 4-bit elements in pairs; got shape [2, 3] and strides [3, 1]

cuda_tile.module @m {
  testing$func @dynamic(%p: tile<ptr<f32>>, %m: tile<i32>, %n: tile<i32>) -> (tile<i64>, tile<i64>, tile<i32>, tile<i32>, tile<2x2xf32>) {
    %tv = make_tensor_view %p, shape = [%m, %n], strides = [1, %m] : tile<i32> -> tensor_view<?x?xf32, strides=[1,?]>
    %s0, %s1 = get_tensor_shape %tv : tensor_view<?x?xf32, strides=[1,?]> -> tile<i64>
    %pv = make_partition_view %tv : partition_view<tile=(2x2), padding_value = zero, tensor_view<?x?xf32, strides=[1,?]>>
    %n0, %n1 = get_index_space_shape %pv : partition_view<tile=(2x2), padding_value = zero, tensor_view<?x?xf32, strides=[1,?]>> -> tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %pn = make_partition_view %tv : partition_view<tile=(2x2), padding_value = neg_inf, tensor_view<?x?xf32, strides=[1,?]>>
    %a, %t = load_view_tko weak %pn[%c1, %c1] : partition_view<tile=(2x2), padding_value = neg_inf, tensor_view<?x?xf32, strides=[1,?]>>, tile<i32> -> tile<2x2xf32>, token
    return %s0, %s1, %n0, %n1, %a : tile<i64>, tile<i64>, tile<i32>, tile<i32>, tile<2x2xf32>
  }

  testing$func @dynamic_stride(%p: tile<ptr<f32>>, %s: tile<i64>) -> tile<i64> {
    %tv = make_tensor_view %p, shape = [12], strides = [%s] : tile<i64> -> tensor_view<12xf32, strides=[?]>
    %s0 = get_tensor_shape %tv : tensor_view<12xf32, strides=[?]> -> tile<i64>
    return %s0 : tile<i64>
  }

  testing$func @unsigned_results(%p: tile<ptr<i8>>) -> (tile<i8>, tile<i1>) {
    %tv = make_tensor_view %p, shape = [200], strides = [1] : tensor_view<200xi8, strides=[1]>
    %s0 = get_tensor_shape %tv : tensor_view<200xi8, strides=[1]> -> tile<i8>
    %pv = make_partition_view %tv : partition_view<tile=(256), tensor_view<200xi8, strides=[1]>>
    %n0 = get_index_space_shape %pv : partition_view<tile=(256), tensor_view<200xi8, strides=[1]>> -> tile<i1>
    return %s0, %n0 : tile<i8>, tile<i1>
  }

  testing$func @rank0(%p: tile<ptr<f32>>) -> token {
    %tv = make_tensor_view %p, shape = [], strides = [] : tensor_view<f32>
    %t = make_token : token
    return %t : token
  }

  testing$func @too_big(%p: tile<ptr<i8>>) -> tile<i8> {
    %tv = make_tensor_view %p, shape = [300], strides = [1] : tensor_view<300xi8, strides=[1]>
    %s0 = get_tensor_shape %tv : tensor_view<300xi8, strides=[1]> -> tile<i8>
    return %s0 : tile<i8>
  }

  testing$func @space_too_big(%p: tile<ptr<i8>>) -> tile<i1> {
    %tv = make_tensor_view %p, shape = [4], strides = [1] : tensor_view<4xi8, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(1), tensor_view<4xi8, strides=[1]>>
    %n0 = get_index_space_shape %pv : partition_view<tile=(1), tensor_view<4xi8, strides=[1]>> -> tile<i1>
    return %n0 : tile<i1>
  }

  testing$func @unchecked_size(%p: tile<ptr<f32>>, %n: tile<i32>) -> (tile<i32>, tile<i64>) {
    %tv = make_tensor_view %p, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %s0 = get_tensor_shape %tv : tensor_view<?xf32, strides=[1]> -> tile<i32>
    %s1 = get_tensor_shape %tv : tensor_view<?xf32, strides=[1]> -> tile<i64>
    return %s0, %s1 : tile<i32>, tile<i64>
  }

  testing$func @f4_dynamic(%p: tile<ptr<f4E2M1FN>>, %n: tile<i32>) -> tile<2x4xf4E2M1FN> {
    %tv = make_tensor_view %p, shape = [2, %n], strides = [%n, 1] : tile<i32> -> tensor_view<2x?xf4E2M1FN, strides=[?,1]>
    %pv = make_partition_view %tv : partition_view<tile=(2x4), padding_value = zero, tensor_view<2x?xf4E2M1FN, strides=[?,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %a, %t = load_view_tko weak %pv[%c0, %c0] : partition_view<tile=(2x4), padding_value = zero, tensor_view<2x?xf4E2M1FN, strides=[?,1]>>, tile<i32> -> tile<2x4xf4E2M1FN>, token
    return %a : tile<2x4xf4E2M1FN>
  }
}
