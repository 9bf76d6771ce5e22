// alloca (tile-ir-ops.md §3.7): storage for N elements whose initial contents are undefined.
// The interpreter fills it with 0xCD bytes, so a load before any store shows that pattern.

// The pattern as each element type loads it: integers 0xCD... (i1: any non-zero byte loads as
// true, §2.3); f16 0xCDCD = -(1 + 461/1024) * 2^4 = -23.203125; bf16 0xCDCD =
// -(1 + 77/128) * 2^28 = -429916160; f32 0xCDCDCDCD = -431602080; tf32 ignores the low 13 bits
// of its container: 0xCDCDC000 = -431489024; f8E4M3FN 0xCD = -(1 + 5/8) * 2^2 = -6.5;
// f8E5M2 0xCD = -(1 + 1/4) * 2^4 = -20; f8E8M0FNU 0xCD = 2^(205 - 127) = 2^78, shortest
// spelling 3e+23; f4E2M1FN elements 0 and 1 are the low nibble 0xD = -(1 + 1/2) * 2^1 = -3
// and the high nibble 0xC = -2 (read through a view: a 4-bit tile cannot have rank 0).
// RUN: tilec run %s --entry fresh | FileCheck %s --check-prefix=FRESH
// FRESH: result #0: tile<i1> = true
// FRESH-NEXT: result #1: tile<i8> = -51
// FRESH-NEXT: result #2: tile<i16> = -12851
// FRESH-NEXT: result #3: tile<i32> = -842150451
// FRESH-NEXT: result #4: tile<i64> = -3617008641903833651
// FRESH-NEXT: result #5: tile<f16> = -23.2
// FRESH-NEXT: result #6: tile<bf16> = -429916160
// FRESH-NEXT: result #7: tile<f32> = -431602080
// FRESH-NEXT: result #8: tile<tf32> = -431489024
// FRESH-NEXT: result #9: tile<f64> = -6.2774385622041925e+66
// FRESH-NEXT: result #10: tile<f8E4M3FN> = -6.5
// FRESH-NEXT: result #11: tile<f8E5M2> = -20
// FRESH-NEXT: result #12: tile<f8E8M0FNU> = 3e+23
// FRESH-NEXT: result #13: tile<2xf4E2M1FN> = [-3, -2]

// Each alloca has its own storage; stores then loads (token-ordered) read back what was
// stored, and the neighbouring alloca is untouched.
// RUN: tilec run %s --entry roundtrip | FileCheck %s --check-prefix=ROUND
// ROUND: result #0: tile<4xf32> = [1.5, -431602080, -431602080, 2.5]
// ROUND-NEXT: result #1: tile<i32> = -842150451

// N 4-bit elements take ceil(N/2) bytes: 3 elements give 2 bytes, so a 4-element view fits.
// The `global` flag changes nothing for a single tile block.
// RUN: tilec run %s --entry f4_storage | FileCheck %s --check-prefix=F4
// F4: result #0: tile<4xf4E2M1FN> = [-3, -2, 1, 6]

// Every execution of an alloca gets new storage (its lifetime is one loop iteration): each
// iteration first loads the undefined pattern, although the previous one stored its index.
// RUN: tilec run %s --entry per_iteration | FileCheck %s --check-prefix=LOOP
// LOOP: result #0: tile<i32> = -842150451

// Accesses outside the storage are errors naming it: a view of 8 elements over 4, an alloca of
// no elements, one 4-bit element (1 byte) viewed as 4.
// RUN: not tilec run %s --entry overrun 2>&1 | FileCheck %s --check-prefix=PAST
// PAST: error: load_view_tko: element [4] (tensor coordinate [4]): read of 4 bytes at 0x{{[0-9a-f]+}} is out of bounds of alloca of 4 x f32 in tile block (0, 0, 0) (byte offset 16, size 16) (in tile block (0, 0, 0))
// RUN: not tilec run %s --entry empty 2>&1 | FileCheck %s --check-prefix=EMPTY
// EMPTY: error: store_ptr_tko: write of 8 bytes at 0x{{[0-9a-f]+}} is out of bounds of global alloca of 0 x i64 in tile block (0, 0, 0) (byte offset 0, size 0)
// RUN: not tilec run %s --entry f4_overrun 2>&1 | FileCheck %s --check-prefix=F4PAST
// F4PAST: error: load_view_tko: element [2] (tensor coordinate [2]): read of 1 bytes at 0x{{[0-9a-f]+}} is out of bounds of alloca of 1 x f4E2M1FN in tile block (0, 0, 0) (byte offset 1, size 1)

// Storage that cannot be provided traps (in both modes).
// RUN: not tilec run %s --unchecked --entry too_big 2>&1 | FileCheck %s --check-prefix=BIG
// BIG: error: alloca: cannot provide 1099511627776 elements aligned to 4 bytes (the interpreter's allocas and globals hold at most 1 GiB at once)

cuda_tile.module @m {
  testing$func @fresh() -> (tile<i1>, tile<i8>, tile<i16>, tile<i32>, tile<i64>, tile<f16>, tile<bf16>, tile<f32>, tile<tf32>, tile<f64>, tile<f8E4M3FN>, tile<f8E5M2>, tile<f8E8M0FNU>, tile<2xf4E2M1FN>) {
    %p0 = alloca num_elem = 1, alignment = 1 : tile<ptr<i1>>
    %v0, %t0 = load_ptr_tko weak %p0 : tile<ptr<i1>> -> tile<i1>, token
    %p1 = alloca num_elem = 1, alignment = 1 : tile<ptr<i8>>
    %v1, %t1 = load_ptr_tko weak %p1 : tile<ptr<i8>> -> tile<i8>, token
    %p2 = alloca num_elem = 1, alignment = 2 : tile<ptr<i16>>
    %v2, %t2 = load_ptr_tko weak %p2 : tile<ptr<i16>> -> tile<i16>, token
    %p3 = alloca num_elem = 1, alignment = 4 : tile<ptr<i32>>
    %v3, %t3 = load_ptr_tko weak %p3 : tile<ptr<i32>> -> tile<i32>, token
    %p4 = alloca num_elem = 1, alignment = 8 : tile<ptr<i64>>
    %v4, %t4 = load_ptr_tko weak %p4 : tile<ptr<i64>> -> tile<i64>, token
    %p5 = alloca num_elem = 1, alignment = 2 : tile<ptr<f16>>
    %v5, %t5 = load_ptr_tko weak %p5 : tile<ptr<f16>> -> tile<f16>, token
    %p6 = alloca num_elem = 1, alignment = 2 : tile<ptr<bf16>>
    %v6, %t6 = load_ptr_tko weak %p6 : tile<ptr<bf16>> -> tile<bf16>, token
    %p7 = alloca num_elem = 1, alignment = 4 : tile<ptr<f32>>
    %v7, %t7 = load_ptr_tko weak %p7 : tile<ptr<f32>> -> tile<f32>, token
    %p8 = alloca num_elem = 1, alignment = 4 : tile<ptr<tf32>>
    %v8, %t8 = load_ptr_tko weak %p8 : tile<ptr<tf32>> -> tile<tf32>, token
    %p9 = alloca num_elem = 1, alignment = 8 : tile<ptr<f64>>
    %v9, %t9 = load_ptr_tko weak %p9 : tile<ptr<f64>> -> tile<f64>, token
    %p10 = alloca num_elem = 1, alignment = 1 : tile<ptr<f8E4M3FN>>
    %v10, %t10 = load_ptr_tko weak %p10 : tile<ptr<f8E4M3FN>> -> tile<f8E4M3FN>, token
    %p11 = alloca num_elem = 1, alignment = 1 : tile<ptr<f8E5M2>>
    %v11, %t11 = load_ptr_tko weak %p11 : tile<ptr<f8E5M2>> -> tile<f8E5M2>, token
    %p12 = alloca num_elem = 1, alignment = 1 : tile<ptr<f8E8M0FNU>>
    %v12, %t12 = load_ptr_tko weak %p12 : tile<ptr<f8E8M0FNU>> -> tile<f8E8M0FNU>, token
    %p13 = alloca num_elem = 2, alignment = 1 : tile<ptr<f4E2M1FN>>
    %tv13 = make_tensor_view %p13, shape = [2], strides = [1] : tensor_view<2xf4E2M1FN, strides=[1]>
    %pv13 = make_partition_view %tv13 : partition_view<tile=(2), tensor_view<2xf4E2M1FN, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %v13, %t13 = load_view_tko weak %pv13[%c0] : partition_view<tile=(2), tensor_view<2xf4E2M1FN, strides=[1]>>, tile<i32> -> tile<2xf4E2M1FN>, token
    return %v0, %v1, %v2, %v3, %v4, %v5, %v6, %v7, %v8, %v9, %v10, %v11, %v12, %v13 : tile<i1>, tile<i8>, tile<i16>, tile<i32>, tile<i64>, tile<f16>, tile<bf16>, tile<f32>, tile<tf32>, tile<f64>, tile<f8E4M3FN>, tile<f8E5M2>, tile<f8E8M0FNU>, tile<2xf4E2M1FN>
  }

  testing$func @roundtrip() -> (tile<4xf32>, tile<i32>) {
    %p = alloca num_elem = 4, alignment = 64 : tile<ptr<f32>>
    %q = alloca num_elem = 1, alignment = 4 : tile<ptr<i32>>
    %tv = make_tensor_view %p, shape = [4], strides = [3] : tensor_view<4xf32, strides=[3]>
    %pv = make_partition_view %tv : partition_view<tile=(2), tensor_view<4xf32, strides=[3]>>
    %x = constant <f32: [1.5, 2.5]> : tile<2xf32>
    %c0 = constant <i32: 0> : tile<i32>
    %t0 = store_view_tko weak %x, %pv[%c0] : tile<2xf32>, partition_view<tile=(2), tensor_view<4xf32, strides=[3]>>, tile<i32> -> token
    %tw = make_tensor_view %p, shape = [4], strides = [1] : tensor_view<4xf32, strides=[1]>
    %pw = make_partition_view %tw : partition_view<tile=(4), tensor_view<4xf32, strides=[1]>>
    %y, %t1 = load_view_tko weak %pw[%c0] token = %t0 : partition_view<tile=(4), tensor_view<4xf32, strides=[1]>>, tile<i32> -> tile<4xf32>, token
    %z, %t2 = load_ptr_tko weak %q token=%t1 : tile<ptr<i32>> -> tile<i32>, token
    return %y, %z : tile<4xf32>, tile<i32>
  }

  testing$func @f4_storage() -> tile<4xf4E2M1FN> {
    %p = alloca num_elem = 3, alignment = 1 global : tile<ptr<f4E2M1FN>>
    %tv = make_tensor_view %p, shape = [4], strides = [1] : tensor_view<4xf4E2M1FN, strides=[1]>
    %half = make_partition_view %tv : partition_view<tile=(2), tensor_view<4xf4E2M1FN, strides=[1]>>
    %whole = make_partition_view %tv : partition_view<tile=(4), tensor_view<4xf4E2M1FN, strides=[1]>>
    %x = constant <f4E2M1FN: [1.0, 6.0]> : tile<2xf4E2M1FN>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %t0 = store_view_tko weak %x, %half[%c1] : tile<2xf4E2M1FN>, partition_view<tile=(2), tensor_view<4xf4E2M1FN, strides=[1]>>, tile<i32> -> token
    %y, %t1 = load_view_tko weak %whole[%c0] token = %t0 : partition_view<tile=(4), tensor_view<4xf4E2M1FN, strides=[1]>>, tile<i32> -> tile<4xf4E2M1FN>, token
    return %y : tile<4xf4E2M1FN>
  }

  testing$func @per_iteration() -> tile<i32> {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c3 = constant <i32: 3> : tile<i32>
    %last = for %i in (%c0 to %c3, step %c1) : tile<i32> iter_values(%seen = %c0) -> (tile<i32>) {
      %p = alloca num_elem = 1, alignment = 4 : tile<ptr<i32>>
      %v, %t0 = load_ptr_tko weak %p : tile<ptr<i32>> -> tile<i32>, token
      %t1 = store_ptr_tko weak %p, %i token=%t0 : tile<ptr<i32>>, tile<i32> -> token
      continue %v : tile<i32>
    }
    return %last : tile<i32>
  }

  entry @overrun() {
    %p = alloca num_elem = 4, alignment = 4 : tile<ptr<f32>>
    %tv = make_tensor_view %p, shape = [8], strides = [1] : tensor_view<8xf32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(8), tensor_view<8xf32, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %y, %t = load_view_tko weak %pv[%c0] : partition_view<tile=(8), tensor_view<8xf32, strides=[1]>>, tile<i32> -> tile<8xf32>, token
    return
  }

  entry @empty() {
    %p = alloca num_elem = 0, alignment = 8 global : tile<ptr<i64>>
    %x = constant <i64: 1> : tile<i64>
    %t = store_ptr_tko weak %p, %x : tile<ptr<i64>>, tile<i64> -> token
    return
  }

  entry @f4_overrun() {
    %p = alloca num_elem = 1, alignment = 1 : tile<ptr<f4E2M1FN>>
    %tv = make_tensor_view %p, shape = [4], strides = [1] : tensor_view<4xf4E2M1FN, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<4xf4E2M1FN, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %y, %t = load_view_tko weak %pv[%c0] : partition_view<tile=(4), tensor_view<4xf4E2M1FN, strides=[1]>>, tile<i32> -> tile<4xf4E2M1FN>, token
    return
  }

  entry @too_big() {
    %p = alloca num_elem = 1099511627776, alignment = 4 : tile<ptr<f32>>
    return
  }
}

// The storage of an alloca in a loop body dies with its iteration: the pointer carried out of
// the loop dangles, and using it is reported as an access to storage whose lifetime ended.
// RUN: not tilec run %s --entry dangling 2>&1 | FileCheck %s --check-prefix=DANGLING
// DANGLING: memory-alloca.mlir:[[@LINE+10]]:{{[0-9]+}}: error: load_ptr_tko: read of 4 bytes at {{0x[0-9a-f]+}} is in alloca of 1 x i32 in tile block (0, 0, 0), whose lifetime has ended (in tile block (0, 0, 0))
cuda_tile.module @lifetime {
  testing$func @dangling() -> tile<i32> {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %seed = alloca num_elem = 1, alignment = 4 : tile<ptr<i32>>
    %last = for %i in (%c0 to %c1, step %c1) : tile<i32> iter_values(%q = %seed) -> (tile<ptr<i32>>) {
      %p = alloca num_elem = 1, alignment = 4 : tile<ptr<i32>>
      continue %p : tile<ptr<i32>>
    }
    %v, %t = load_ptr_tko weak %last : tile<ptr<i32>> -> tile<i32>, token
    return %v : tile<i32>
  }
}
