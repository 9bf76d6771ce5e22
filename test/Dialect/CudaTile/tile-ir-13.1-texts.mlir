// Tile IR 13.1 texts (seed §5.3 "Partition View", the 13.1 `print` op) are read with their
// 13.1 meaning mapped onto 13.3, printed in 13.3 syntax, and reported by warnings naming the
// 13.3 form: `partition_view<masked tile=(...), view=tensor_view<...>[, dim_map=[...]][,]>`
// becomes `partition_view<tile=(...), padding_value = zero, tensor_view<...>[, dim_map=...]>`,
// and `print` becomes `print_tko` with an unused token result.
// RUN: split-file --leading-lines %s %t
// RUN: tilec-opt %t/texts.mlir 2>/dev/null | FileCheck %s
// RUN: tilec-opt %t/texts.mlir 2>/dev/null | tilec-opt 2>&1 | FileCheck %s --check-prefix=CLEAN
// RUN: tilec-opt %t/texts.mlir -verify-diagnostics -o /dev/null
// RUN: tilec-opt %t/invalid.mlir -split-input-file -verify-diagnostics
// A masked view pads out-of-bounds reads with zero and skips out-of-bounds writes. A 3x3 tensor
// holding 0..8 in 2x2 tiles: tile [1, 1] holds only element (2, 2) = 8; storing
// [[1, 2], [3, 4]] there writes only that element, and storing at [0, 1] writes (0, 2), (1, 2).
// RUN: tilec run %t/texts.mlir --entry masked_load --arg iota:f32:9 --arg iota:i32:9 2>/dev/null | FileCheck %s --check-prefix=LOAD
// LOAD: result #0: tile<2x2xf32> = {{\[}}[8, 0],
// LOAD-NEXT: [0, 0]]
// Through dim_map [1, 0] tile [1, 0] covers tensor rows 0..1 of column 2 (transposed).
// LOAD: result #1: tile<2x2xi32> = {{\[}}[2, 5],
// LOAD-NEXT: [0, 0]]
// RUN: tilec run %t/texts.mlir --entry masked_store --arg iota:f32:9 --print 2>/dev/null | FileCheck %s --check-prefix=STORE
// STORE: %p: f32[9] = [0, 1, 1, 3, 4, 3, 6, 7, 1]
// The 13.1 print prints as print_tko does.
// RUN: tilec run %t/texts.mlir --entry legacy_print 2>/dev/null | FileCheck %s --check-prefix=PRINT
// PRINT: seven=7 and 50%
// PRINT-NEXT: done

// CLEAN-NOT: warning

//--- texts.mlir
// CHECK-LABEL: testing$func @masked_load
// CHECK: %pview = make_partition_view %{{.*}} : partition_view<tile=(2x2), padding_value = zero, tensor_view<3x3xf32, strides=[3,1]>>
// CHECK: load_view_tko weak %pview[%{{.*}}, %{{.*}}] : partition_view<tile=(2x2), padding_value = zero, tensor_view<3x3xf32, strides=[3,1]>>, tile<i32> -> tile<2x2xf32>, token
// CHECK: make_partition_view %{{.*}} : partition_view<tile=(2x2), padding_value = zero, tensor_view<3x3xi32, strides=[3,1]>, dim_map=[1, 0]>
// CHECK-LABEL: entry @masked_store
// CHECK: make_partition_view %{{.*}} : partition_view<tile=(2x2), padding_value = zero, tensor_view<3x3xf32, strides=[3,1]>>
// CHECK-LABEL: entry @unmasked
// Without `masked`, only `view=` is 13.1 syntax: no padding.
// CHECK: make_partition_view %{{.*}} : partition_view<tile=(2), tensor_view<16xf32, strides=[1]>>
// CHECK-LABEL: entry @legacy_print
// CHECK: %0 = print_tko "seven=%d and 50%%\0A", %cst_7_i32 : tile<i32> -> token
// CHECK-NEXT: %1 = print_tko "done\0A" -> token
// CHECK-NEXT: return

// The seed's own spelling, as a type alias spanning lines with a trailing comma.
// expected-warning @below {{Tile IR 13.1 partition_view syntax ('masked', 'view=') read as the 13.3 type partition_view<tile=(2x2), padding_value = zero, tensor_view<3x3xf32, strides=[3,1]>>}}
!masked = !cuda_tile.partition_view<
  masked tile=(2x2),
  view=!cuda_tile.tensor_view<3x3xf32, strides=[3,1]>,
>

cuda_tile.module @texts {
  testing$func @masked_load(%p: tile<ptr<f32>>, %q: tile<ptr<i32>>) -> (tile<2x2xf32>, tile<2x2xi32>) {
    %tv = make_tensor_view %p, shape = [3, 3], strides = [3, 1] : tensor_view<3x3xf32, strides=[3,1]>
    %pv = make_partition_view %tv : !masked
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %x, %t = load_view_tko weak %pv[%c1, %c1] : !masked, tile<i32> -> tile<2x2xf32>, token
    %tvi = make_tensor_view %q, shape = [3, 3], strides = [3, 1] : tensor_view<3x3xi32, strides=[3,1]>
    // expected-warning @below {{Tile IR 13.1 partition_view syntax ('masked', 'view=') read as the 13.3 type partition_view<tile=(2x2), padding_value = zero, tensor_view<3x3xi32, strides=[3,1]>, dim_map=[1, 0]>}}
    %pt = make_partition_view %tvi : partition_view<masked tile=(2x2), view=tensor_view<3x3xi32, strides=[3,1]>, dim_map=[1, 0]>
    // expected-warning @below {{Tile IR 13.1 partition_view syntax}}
    %y, %t2 = load_view_tko weak %pt[%c1, %c0] : partition_view<masked tile=(2x2), view=tensor_view<3x3xi32, strides=[3,1]>, dim_map=[1, 0]>, tile<i32> -> tile<2x2xi32>, token
    return %x, %y : tile<2x2xf32>, tile<2x2xi32>
  }
}

cuda_tile.module @stores {
  entry @masked_store(%p: tile<ptr<f32>>) {
    %tv = make_tensor_view %p, shape = [3, 3], strides = [3, 1] : tensor_view<3x3xf32, strides=[3,1]>
    // expected-warning @below {{Tile IR 13.1 partition_view syntax}}
    %pv = make_partition_view %tv : partition_view<masked tile=(2x2), view=tensor_view<3x3xf32, strides=[3,1]>,>
    %x = constant <f32: [[1.0, 2.0], [3.0, 4.0]]> : tile<2x2xf32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    // expected-warning @below {{Tile IR 13.1 partition_view syntax}}
    %t0 = store_view_tko weak %x, %pv[%c1, %c1] : tile<2x2xf32>, partition_view<masked tile=(2x2), view=tensor_view<3x3xf32, strides=[3,1]>>, tile<i32> -> token
    // expected-warning @below {{Tile IR 13.1 partition_view syntax}}
    %t1 = store_view_tko weak %x, %pv[%c0, %c1] token = %t0 : tile<2x2xf32>, partition_view<masked tile=(2x2), view=tensor_view<3x3xf32, strides=[3,1]>>, tile<i32> -> token
    return
  }

  entry @unmasked(%p: tile<ptr<f32>>) {
    %tv = make_tensor_view %p, shape = [16], strides = [1] : tensor_view<16xf32, strides=[1]>
    // expected-warning @below {{Tile IR 13.1 partition_view syntax ('view=') read as the 13.3 type partition_view<tile=(2), tensor_view<16xf32, strides=[1]>>}}
    %pv = make_partition_view %tv : partition_view<tile=(2), view=tensor_view<16xf32, strides=[1]>>
    return
  }

  entry @legacy_print() {
    %c7 = constant <i32: 7> : tile<i32>
    // expected-warning @below {{'print' is the Tile IR 13.1 name of 'print_tko': read as 13.3 'print_tko' with its token result unused}}
    print "seven=%d and 50%%\n", %c7 : tile<i32>
    // expected-warning @below {{'print' is the Tile IR 13.1 name of 'print_tko'}}
    cuda_tile.print "done\n"
    return
  }
}

//--- invalid.mlir
cuda_tile.module @m {
  entry @k(%tv: tensor_view<16xf32, strides=[1]>) {
    // expected-error @below {{a 'masked' partition_view (Tile IR 13.1) pads with zero and cannot also have a padding_value}}
    %pv = make_partition_view %tv : partition_view<masked tile=(2), padding_value = nan, view=tensor_view<16xf32, strides=[1]>>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<16xf32, strides=[1]>) {
    // expected-error @below {{'partition_view' has more than one tensor_view}}
    %pv = make_partition_view %tv : partition_view<tile=(2), view=tensor_view<16xf32, strides=[1]>, view=tensor_view<16xf32, strides=[1]>>
    return
  }
}

// -----

// `masked` and `view=` are partition_view spellings only: the 13.3 views never had them.
cuda_tile.module @m {
  entry @k(%tv: tensor_view<16xf32, strides=[1]>) {
    // expected-error @below {{expected 'tile'}}
    %sv = make_strided_view %tv : strided_view<masked tile=(2), traversal_strides=[2], tensor_view<16xf32, strides=[1]>>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<16xf32, strides=[1]>) {
    // expected-error @below {{'strided_view' has no parameter 'view'}}
    %sv = make_strided_view %tv : strided_view<tile=(2), traversal_strides=[2], view=tensor_view<16xf32, strides=[1]>>
    return
  }
}

// -----

// The 13.1 print takes no token and has no `-> token`; its format is checked as print_tko's.
cuda_tile.module @m {
  entry @k() {
    // expected-warning @below {{'print' is the Tile IR 13.1 name of 'print_tko'}}
    // expected-error @below {{'cuda_tile.print_tko' op format has 1 conversion specifications but 0 operands are given}}
    print "%d\n"
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{'cuda_tile.print' op is Tile IR 13.1 syntax, read only in its custom form (as print_tko); write 'print_tko' instead}}
    "cuda_tile.print"() : () -> ()
    return
  }
}
