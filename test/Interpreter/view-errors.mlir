// Undefined behaviour of view accesses is an error in checked mode (tile-ir-ops.md §1.5,
// §3.8): indices outside the index space, in-bounds elements outside every buffer, linear
// offsets outside [0, 2^63-1], and two elements of one weak store at one location (§1.6).
// Unchecked mode carries on deterministically but never touches memory outside a buffer.

// A 4x4 tensor in 2x2 tiles has the index space [2, 2].
// RUN: not tilec run %s --entry load_index --arg iota:f32:16 --arg 0 --arg 2 2>&1 | FileCheck %s --check-prefix=LOADIDX
// LOADIDX: error: load_view_tko: index 2 of view dimension 1 is outside the index space [2, 2]; view indices must lie in it (in tile block (0, 0, 0))
// Indices are read unsigned: -1 is 4294967295.
// RUN: not tilec run %s --entry load_index --arg iota:f32:16 --arg=-1 --arg 0 2>&1 | FileCheck %s --check-prefix=NEGIDX
// NEGIDX: error: load_view_tko: index 4294967295 of view dimension 0 is outside the index space [2, 2]
// RUN: not tilec run %s --entry store_index --arg zeros:f32:16 2>&1 | FileCheck %s --check-prefix=STOREIDX
// STOREIDX: error: store_view_tko: index 3 of view dimension 0 is outside the index space [2, 2]
// RUN: not tilec run %s --entry red_index --arg zeros:f32:16 2>&1 | FileCheck %s --check-prefix=REDIDX
// REDIDX: error: atomic_red_view_tko: index 2 of view dimension 1 is outside the index space [2, 2]
// A strided view of 16 elements every 3 has 6 tiles; a gather/scatter view's scalar indices
// are element offsets inside the tensor shape (its gather rows may be anywhere).
// RUN: not tilec run %s --entry strided_index --arg zeros:f32:16 2>&1 | FileCheck %s --check-prefix=STRIDEDIDX
// STRIDEDIDX: error: load_view_tko: index 6 of view dimension 0 is outside the index space [6]
// RUN: not tilec run %s --entry gather_index --arg zeros:f32:64 2>&1 | FileCheck %s --check-prefix=GATHERIDX
// GATHERIDX: error: load_view_tko: index 8 of view dimension 1 is outside the index space [8, 8]

// A 4x4 view over a buffer of 8 floats: tile [1, 0] starts at tensor (2, 0), byte offset 32.
// RUN: not tilec run %s --entry load_index --arg iota:f32:8 --arg 1 --arg 0 2>&1 | FileCheck %s --check-prefix=LOADOOB
// LOADOOB: error: load_view_tko: element [0, 0] (tensor coordinate [2, 0]): read of 4 bytes at 0x{{[0-9a-f]+}} is out of bounds of buffer %p (byte offset 32, size 32) (in tile block (0, 0, 0))
// RUN: not tilec run %s --entry store_oob --arg zeros:i32:3 2>&1 | FileCheck %s --check-prefix=STOREOOB
// STOREOOB: error: store_view_tko: element [3] (tensor coordinate [3]): write of 4 bytes at 0x{{[0-9a-f]+}} is out of bounds of buffer %p (byte offset 12, size 12)
// RUN: not tilec run %s --entry red_oob --arg zeros:i32:3 2>&1 | FileCheck %s --check-prefix=REDOOB
// REDOOB: error: atomic_red_view_tko: element [3] (tensor coordinate [3]): write of 4 bytes at 0x{{[0-9a-f]+}} is out of bounds of buffer %p

// A stride of 2^62 elements: coordinate 2 is at linear offset 2^63; coordinate 1 of an f32
// tensor is at offset 2^62 (in range) but 2^64 bytes away.
// RUN: not tilec run %s --entry huge_stride --arg zeros:i8:4 --arg 4611686018427387904 --arg 2 2>&1 | FileCheck %s --check-prefix=OFFSET
// OFFSET: error: load_view_tko: element [0] (tensor coordinate [2]): its linear offset is outside [0, 2^63-1], the offsets a view may address
// RUN: not tilec run %s --entry huge_stride_f32 --arg zeros:f32:4 --arg 4611686018427387904 2>&1 | FileCheck %s --check-prefix=ADDRESS
// ADDRESS: error: load_view_tko: element [0] (tensor coordinate [1]): its address does not fit in 64 bits, so it lies outside every buffer

// Weak stores that write one location twice: aliasing strides (repeated scatter rows are not a
// race, see view-store.mlir). With
// 4-bit elements and strides [1, 1], elements (0, 0) and (0, 1) share a byte but not a nibble
// (no race), while (0, 1) and (1, 0) are both the high nibble of byte 0.
// RUN: not tilec run %s --entry race_alias --arg zeros:i32:3 2>&1 | FileCheck %s --check-prefix=RACE
// RACE: error: store_view_tko: elements [0, 1] and [1, 0] both write 0x{{[0-9a-f]+}} in one weak store, a data race: the elements of a weak store must write distinct locations
// RUN: not tilec run %s --entry race_nibble --arg zeros:f4E2M1FN:4 2>&1 | FileCheck %s --check-prefix=NIBBLE
// NIBBLE: error: store_view_tko: elements [0, 1] and [1, 0] both write 0x{{[0-9a-f]+}} (high nibble) in one weak store

// Unchecked mode: an index outside the index space selects a tile fully outside the tensor
// (all padding); elements outside every buffer read as the undefined pattern and are not
// written; a weak store's later element wins.
// RUN: tilec run %s --unchecked --entry load_index --arg iota:f32:8 --arg 1 --arg 5 | FileCheck %s --check-prefix=UNCHECKED
// UNCHECKED: result #0: tile<2x2xf32> = {{\[}}[-431602080, -431602080],
// UNCHECKED-NEXT: [-431602080, -431602080]]
// RUN: tilec run %s --unchecked --entry load_index --arg iota:f32:12 --arg 1 --arg 1 | FileCheck %s --check-prefix=PARTIAL
// PARTIAL: result #0: tile<2x2xf32> = {{\[}}[10, 11],
// PARTIAL-NEXT: [-431602080, -431602080]]
// RUN: tilec run %s --unchecked --entry store_oob --arg zeros:i32:3 --print | FileCheck %s --check-prefix=UNSTORE
// UNSTORE: %p: i32[3] = [1, 2, 3]
// RUN: tilec run %s --unchecked --entry race_alias --arg zeros:i32:3 --print | FileCheck %s --check-prefix=UNRACE
// UNRACE: %p: i32[3] = [1, 3, 4]

cuda_tile.module @m {
  testing$func @load_index(%p: tile<ptr<f32>>, %i: tile<i32>, %j: tile<i32>) -> tile<2x2xf32> {
    %tv = make_tensor_view %p, shape = [4, 4], strides = [4, 1] : tensor_view<4x4xf32, strides=[4,1]>
    %pv = make_partition_view %tv : partition_view<tile=(2x2), tensor_view<4x4xf32, strides=[4,1]>>
    %a, %t = load_view_tko weak %pv[%i, %j] : partition_view<tile=(2x2), tensor_view<4x4xf32, strides=[4,1]>>, tile<i32> -> tile<2x2xf32>, token
    return %a : tile<2x2xf32>
  }

  entry @store_index(%p: tile<ptr<f32>>) {
    %tv = make_tensor_view %p, shape = [4, 4], strides = [4, 1] : tensor_view<4x4xf32, strides=[4,1]>
    %pv = make_partition_view %tv : partition_view<tile=(2x2), tensor_view<4x4xf32, strides=[4,1]>>
    %x = constant <f32: 1.0> : tile<2x2xf32>
    %c0 = constant <i64: 0> : tile<i64>
    %c3 = constant <i64: 3> : tile<i64>
    %t = store_view_tko weak %x, %pv[%c3, %c0] : tile<2x2xf32>, partition_view<tile=(2x2), tensor_view<4x4xf32, strides=[4,1]>>, tile<i64> -> token
    return
  }

  entry @red_index(%p: tile<ptr<f32>>) {
    %tv = make_tensor_view %p, shape = [4, 4], strides = [4, 1] : tensor_view<4x4xf32, strides=[4,1]>
    %pv = make_partition_view %tv : partition_view<tile=(2x2), tensor_view<4x4xf32, strides=[4,1]>>
    %x = constant <f32: 1.0> : tile<2x2xf32>
    %c0 = constant <i32: 0> : tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    %t = atomic_red_view_tko relaxed device %pv[%c0, %c2], addf, %x : tile<2x2xf32>, partition_view<tile=(2x2), tensor_view<4x4xf32, strides=[4,1]>>, tile<i32> -> token
    return
  }

  entry @strided_index(%p: tile<ptr<f32>>) {
    %tv = make_tensor_view %p, shape = [16], strides = [1] : tensor_view<16xf32, strides=[1]>
    %sv = make_strided_view %tv : strided_view<tile=(2), traversal_strides=[3], tensor_view<16xf32, strides=[1]>>
    %c6 = constant <i32: 6> : tile<i32>
    %a, %t = load_view_tko weak %sv[%c6] : strided_view<tile=(2), traversal_strides=[3], tensor_view<16xf32, strides=[1]>>, tile<i32> -> tile<2xf32>, token
    return
  }

  entry @gather_index(%p: tile<ptr<f32>>) {
    %tv = make_tensor_view %p, shape = [8, 8], strides = [8, 1] : tensor_view<8x8xf32, strides=[8,1]>
    %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(4x4), tensor_view<8x8xf32, strides=[8,1]>, sparse_dim=0>
    %rows = constant <i32: [100, 1, 2, 3]> : tile<4xi32>
    %c8 = constant <i32: 8> : tile<i32>
    %a, %t = load_view_tko weak %gv[%rows, %c8] : gather_scatter_view<tile=(4x4), tensor_view<8x8xf32, strides=[8,1]>, sparse_dim=0>, tile<4xi32>, tile<i32> -> tile<4x4xf32>, token
    return
  }

  entry @store_oob(%p: tile<ptr<i32>>) {
    %tv = make_tensor_view %p, shape = [4], strides = [1] : tensor_view<4xi32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>
    %x = constant <i32: [1, 2, 3, 4]> : tile<4xi32>
    %c0 = constant <i32: 0> : tile<i32>
    %t = store_view_tko weak %x, %pv[%c0] : tile<4xi32>, partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>, tile<i32> -> token
    return
  }

  entry @red_oob(%p: tile<ptr<i32>>) {
    %tv = make_tensor_view %p, shape = [4], strides = [1] : tensor_view<4xi32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>
    %x = constant <i32: [1, 2, 3, 4]> : tile<4xi32>
    %c0 = constant <i32: 0> : tile<i32>
    %t = atomic_red_view_tko relaxed device %pv[%c0], add, %x : tile<4xi32>, partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>, tile<i32> -> token
    return
  }

  testing$func @huge_stride(%p: tile<ptr<i8>>, %s: tile<i64>, %i: tile<i64>) -> tile<1xi8> {
    %tv = make_tensor_view %p, shape = [4], strides = [%s] : tile<i64> -> tensor_view<4xi8, strides=[?]>
    %pv = make_partition_view %tv : partition_view<tile=(1), tensor_view<4xi8, strides=[?]>>
    %a, %t = load_view_tko weak %pv[%i] : partition_view<tile=(1), tensor_view<4xi8, strides=[?]>>, tile<i64> -> tile<1xi8>, token
    return %a : tile<1xi8>
  }

  testing$func @huge_stride_f32(%p: tile<ptr<f32>>, %s: tile<i64>) -> tile<1xf32> {
    %tv = make_tensor_view %p, shape = [4], strides = [%s] : tile<i64> -> tensor_view<4xf32, strides=[?]>
    %pv = make_partition_view %tv : partition_view<tile=(1), tensor_view<4xf32, strides=[?]>>
    %c1 = constant <i64: 1> : tile<i64>
    %a, %t = load_view_tko weak %pv[%c1] : partition_view<tile=(1), tensor_view<4xf32, strides=[?]>>, tile<i64> -> tile<1xf32>, token
    return %a : tile<1xf32>
  }

  entry @race_alias(%p: tile<ptr<i32>>) {
    %tv = make_tensor_view %p, shape = [2, 2], strides = [1, 1] : tensor_view<2x2xi32, strides=[1,1]>
    %pv = make_partition_view %tv : partition_view<tile=(2x2), tensor_view<2x2xi32, strides=[1,1]>>
    %x = constant <i32: [[1, 2], [3, 4]]> : tile<2x2xi32>
    %c0 = constant <i32: 0> : tile<i32>
    %t = store_view_tko weak %x, %pv[%c0, %c0] : tile<2x2xi32>, partition_view<tile=(2x2), tensor_view<2x2xi32, strides=[1,1]>>, tile<i32> -> token
    return
  }

  entry @race_nibble(%p: tile<ptr<f4E2M1FN>>) {
    %tv = make_tensor_view %p, shape = [2, 2], strides = [1, 1] : tensor_view<2x2xf4E2M1FN, strides=[1,1]>
    %pv = make_partition_view %tv : partition_view<tile=(2x2), tensor_view<2x2xf4E2M1FN, strides=[1,1]>>
    %x = constant <f4E2M1FN: [[1.0, 2.0], [3.0, 4.0]]> : tile<2x2xf4E2M1FN>
    %c0 = constant <i32: 0> : tile<i32>
    %t = store_view_tko weak %x, %pv[%c0, %c0] : tile<2x2xf4E2M1FN>, partition_view<tile=(2x2), tensor_view<2x2xf4E2M1FN, strides=[1,1]>>, tile<i32> -> token
    return
  }
}
