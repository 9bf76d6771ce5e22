// Alignment and the byte-level view of memory (tile-ir-ops.md §1.4, §2.1, §2.3): pointers must
// be aligned to their element's storage size (misaligned access is undefined behaviour), alloca
// honours its alignment, i1 loads turn any non-zero byte into true, and tf32 ignores the low 13
// bits of its container on load and writes them as zero. Memory is reinterpreted through
// ptr_to_ptr.

// alloca storage starts at a multiple of its alignment: address mod alignment is 0.
// RUN: tilec run %s --entry alloca_alignment | FileCheck %s --check-prefix=ALIGN
// ALIGN: result #0: tile<i64> = 0
// ALIGN-NEXT: result #1: tile<i64> = 0
// ALIGN-NEXT: result #2: tile<i64> = 0

// Bytes 0, 1, 2, 3 read as i1 are false, true, true, true; stores write 0x00/0x01 bytes.
// RUN: tilec run %s --entry i1_bytes --arg iota:i8:4 --print | FileCheck %s --check-prefix=I1
// I1: result #0: tile<4xi1> = [false, true, true, true]
// I1: %p: i8[4] = [1, 0, 1, 1]

// tf32 containers: 0x3FC01FFF loads as 0x3FC00000 = 1.5; storing tf32 1.5 over -1 leaves
// 0x3FC00000 = 1069547520.
// RUN: tilec run %s --entry tf32_container --arg zeros:i32:2 | FileCheck %s --check-prefix=TF32
// TF32: result #0: tile<tf32> = 1.5
// TF32-NEXT: result #1: tile<i32> = 1069547520

// A pointer one byte into a buffer is misaligned for i32 (checked mode: an error for loads,
// stores, atomics and view elements alike).
// RUN: not tilec run %s --entry misaligned_load --arg iota:i8:8 2>&1 | FileCheck %s --check-prefix=MLOAD
// MLOAD: error: load_ptr_tko: misaligned read of i32 at 0x{{[0-9a-f]+}} (needs 4-byte alignment) (in tile block (0, 0, 0))
// RUN: not tilec run %s --entry misaligned_store --arg iota:i8:8 2>&1 | FileCheck %s --check-prefix=MSTORE
// MSTORE: error: store_ptr_tko: lane [1]: misaligned write of f16 at 0x{{[0-9a-f]+}} (needs 2-byte alignment)
// RUN: not tilec run %s --entry misaligned_atomic --arg iota:i8:16 2>&1 | FileCheck %s --check-prefix=MATOMIC
// MATOMIC: error: atomic_cas_tko: misaligned write of i64 at 0x{{[0-9a-f]+}} (needs 8-byte alignment)
// RUN: not tilec run %s --entry misaligned_view --arg iota:i8:16 2>&1 | FileCheck %s --check-prefix=MVIEW
// MVIEW: error: load_view_tko: element [0] (tensor coordinate [0]): misaligned read of f32 at 0x{{[0-9a-f]+}} (needs 4-byte alignment)

// Unchecked mode performs the misaligned access: bytes 1, 2, 3, 4 read as a little-endian i32
// are 0x04030201 = 67305985.
// RUN: tilec run %s --unchecked --entry misaligned_load --arg iota:i8:8 | FileCheck %s --check-prefix=UNALIGNED
// UNALIGNED: result #0: tile<i32> = 67305985

cuda_tile.module @m {
  testing$func @alloca_alignment() -> (tile<i64>, tile<i64>, tile<i64>) {
    %a = alloca num_elem = 3, alignment = 64 : tile<ptr<f32>>
    %b = alloca num_elem = 1, alignment = 4096 global : tile<ptr<i8>>
    %c = alloca num_elem = 5, alignment = 256 : tile<ptr<f4E2M1FN>>
    %ia = ptr_to_int %a : tile<ptr<f32>> -> tile<i64>
    %ib = ptr_to_int %b : tile<ptr<i8>> -> tile<i64>
    %ic = ptr_to_int %c : tile<ptr<f4E2M1FN>> -> tile<i64>
    %k64 = constant <i64: 64> : tile<i64>
    %k4096 = constant <i64: 4096> : tile<i64>
    %k256 = constant <i64: 256> : tile<i64>
    %ra = remi %ia, %k64 unsigned : tile<i64>
    %rb = remi %ib, %k4096 unsigned : tile<i64>
    %rc = remi %ic, %k256 unsigned : tile<i64>
    return %ra, %rb, %rc : tile<i64>, tile<i64>, tile<i64>
  }

  testing$func @i1_bytes(%p: tile<ptr<i8>>) -> tile<4xi1> {
    %p1 = reshape %p : tile<ptr<i8>> -> tile<1xptr<i8>>
    %p4 = broadcast %p1 : tile<1xptr<i8>> -> tile<4xptr<i8>>
    %i4 = iota : tile<4xi32>
    %q = offset %p4, %i4 : tile<4xptr<i8>>, tile<4xi32> -> tile<4xptr<i8>>
    %b = ptr_to_ptr %q : tile<4xptr<i8>> -> tile<4xptr<i1>>
    %v, %t0 = load_ptr_tko weak %b : tile<4xptr<i1>> -> tile<4xi1>, token
    %w = constant <i1: [true, false, true, true]> : tile<4xi1>
    %t1 = store_ptr_tko weak %b, %w token=%t0 : tile<4xptr<i1>>, tile<4xi1> -> token
    return %v : tile<4xi1>
  }

  testing$func @tf32_container(%p: tile<ptr<i32>>) -> (tile<tf32>, tile<i32>) {
    %bits = constant <i32: 0x3FC01FFF> : tile<i32>
    %t0 = store_ptr_tko weak %p, %bits : tile<ptr<i32>>, tile<i32> -> token
    %f = ptr_to_ptr %p : tile<ptr<i32>> -> tile<ptr<tf32>>
    %v, %t1 = load_ptr_tko weak %f token=%t0 : tile<ptr<tf32>> -> tile<tf32>, token
    %p1 = reshape %p : tile<ptr<i32>> -> tile<1xptr<i32>>
    %one = constant <i32: [1]> : tile<1xi32>
    %q1 = offset %p1, %one : tile<1xptr<i32>>, tile<1xi32> -> tile<1xptr<i32>>
    %q = reshape %q1 : tile<1xptr<i32>> -> tile<ptr<i32>>
    %minus = constant <i32: -1> : tile<i32>
    %t2 = store_ptr_tko weak %q, %minus token=%t1 : tile<ptr<i32>>, tile<i32> -> token
    %g = ptr_to_ptr %q : tile<ptr<i32>> -> tile<ptr<tf32>>
    %x = constant <tf32: 1.5> : tile<tf32>
    %t3 = store_ptr_tko weak %g, %x token=%t2 : tile<ptr<tf32>>, tile<tf32> -> token
    %w, %t4 = load_ptr_tko weak %q token=%t3 : tile<ptr<i32>> -> tile<i32>, token
    return %v, %w : tile<tf32>, tile<i32>
  }

  testing$func @misaligned_load(%p: tile<ptr<i8>>) -> tile<i32> {
    %p1 = reshape %p : tile<ptr<i8>> -> tile<1xptr<i8>>
    %one = constant <i32: [1]> : tile<1xi32>
    %q1 = offset %p1, %one : tile<1xptr<i8>>, tile<1xi32> -> tile<1xptr<i8>>
    %q = reshape %q1 : tile<1xptr<i8>> -> tile<ptr<i8>>
    %w = ptr_to_ptr %q : tile<ptr<i8>> -> tile<ptr<i32>>
    %v, %t = load_ptr_tko weak %w : tile<ptr<i32>> -> tile<i32>, token
    return %v : tile<i32>
  }

  entry @misaligned_store(%p: tile<ptr<i8>>) {
    %p1 = reshape %p : tile<ptr<i8>> -> tile<1xptr<i8>>
    %p2 = broadcast %p1 : tile<1xptr<i8>> -> tile<2xptr<i8>>
    %o = constant <i32: [2, 5]> : tile<2xi32>
    %q = offset %p2, %o : tile<2xptr<i8>>, tile<2xi32> -> tile<2xptr<i8>>
    %h = ptr_to_ptr %q : tile<2xptr<i8>> -> tile<2xptr<f16>>
    %x = constant <f16: [1.0, 2.0]> : tile<2xf16>
    %t = store_ptr_tko weak %h, %x : tile<2xptr<f16>>, tile<2xf16> -> token
    return
  }

  entry @misaligned_atomic(%p: tile<ptr<i8>>) {
    %p1 = reshape %p : tile<ptr<i8>> -> tile<1xptr<i8>>
    %four = constant <i32: [4]> : tile<1xi32>
    %q1 = offset %p1, %four : tile<1xptr<i8>>, tile<1xi32> -> tile<1xptr<i8>>
    %q = reshape %q1 : tile<1xptr<i8>> -> tile<ptr<i8>>
    %w = ptr_to_ptr %q : tile<ptr<i8>> -> tile<ptr<i64>>
    %c = constant <i64: 0> : tile<i64>
    %o, %t = atomic_cas_tko relaxed device %w, %c, %c : tile<ptr<i64>>, tile<i64> -> tile<i64>, token
    return
  }

  entry @misaligned_view(%p: tile<ptr<i8>>) {
    %p1 = reshape %p : tile<ptr<i8>> -> tile<1xptr<i8>>
    %two = constant <i32: [2]> : tile<1xi32>
    %q1 = offset %p1, %two : tile<1xptr<i8>>, tile<1xi32> -> tile<1xptr<i8>>
    %q = reshape %q1 : tile<1xptr<i8>> -> tile<ptr<i8>>
    %f = ptr_to_ptr %q : tile<ptr<i8>> -> tile<ptr<f32>>
    %tv = make_tensor_view %f, shape = [2], strides = [1] : tensor_view<2xf32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(2), tensor_view<2xf32, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %v, %t = load_view_tko weak %pv[%c0] : partition_view<tile=(2), tensor_view<2xf32, strides=[1]>>, tile<i32> -> tile<2xf32>, token
    return
  }
}
