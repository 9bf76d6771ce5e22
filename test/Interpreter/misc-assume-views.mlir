// assume div_by on a tensor_view (tile-ir-ops.md §3.9): only its base address counts. Buffers
// are at least 16-byte aligned; their addresses differ from run to run, so the message
// matches them by pattern. Needs make_tensor_view (memory/view family).

// RUN: tilec run %s --entry view --arg zeros:f32:8 | FileCheck %s --check-prefix=VIEW
// VIEW: view ok
// RUN: not tilec run %s --entry view_misaligned --arg zeros:f32:8 2>&1 | FileCheck %s --check-prefix=VIEWMIS
// VIEWMIS: error: assume: predicate div_by<16> does not hold: base address 0x{{[0-9a-f]+}} is not divisible by 16

cuda_tile.module @m {
  entry @view(%p: tile<ptr<f32>>) {
    %v = make_tensor_view %p, shape = [8], strides = [1] : tensor_view<8xf32, strides=[1]>
    %r = assume div_by<16>, %v : tensor_view<8xf32, strides=[1]>
    %t = print_tko "view ok\n" -> token
    return
  }

  entry @view_misaligned(%p: tile<ptr<f32>>) {
    %one = constant <i32: 1> : tile<i32>
    %q = offset %p, %one : tile<ptr<f32>>, tile<i32> -> tile<ptr<f32>>
    %v = make_tensor_view %q, shape = [4], strides = [1] : tensor_view<4xf32, strides=[1]>
    %r = assume div_by<16>, %v : tensor_view<4xf32, strides=[1]>
    return
  }
}
