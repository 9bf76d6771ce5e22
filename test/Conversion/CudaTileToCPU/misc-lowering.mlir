// print_tko, assume and assert on the CPU: the text and checks come from runtime helpers
// (MiscRuntime.cpp), which get each tile's address and a constant description of its type.
// RUN: tilec-opt --convert-cuda-tile-to-cpu %s | FileCheck %s
// Cases the interpreter tests do not cover, compared with the interpreter:
// RUN: tilec run --compare-interpreter %s --entry print_kinds | FileCheck %s --check-prefix=PRINT
// RUN: not tilec run --compare-interpreter %s --entry print_too_wide 2>&1 \
// RUN:   | FileCheck %s --check-prefix=WIDE
// RUN: not tilec run --compare-interpreter %s --entry assume_pointers --arg zeros:f32:8 2>&1 \
// RUN:   | FileCheck %s --check-prefix=PTRS
// RUN: tilec run --compare-interpreter %s --entry assume_pointers --arg zeros:f32:8 --unchecked \
// RUN:   | FileCheck %s --check-prefix=PTRS-UNCHECKED
// RUN: not tilec run --compare-interpreter %s --entry assert_in_reduce_kernel --grid 2 \
// RUN:   | FileCheck %s --check-prefix=ASSERT

// CHECK-LABEL: func.func @print_kinds
// CHECK: llvm.store
// CHECK: call @tilec_rt_print

// CHECK-LABEL: func.func @assume_pointers
// CHECK: call @tilec_rt_assume

// The condition is tested inline; the helper runs only for a false element.
// CHECK-LABEL: func.func @assert_in_reduce_kernel
// CHECK: scf.for {{.*}} iter_args
// CHECK: arith.andi
// CHECK: scf.if
// CHECK: call @tilec_rt_assert_failed

// PRINT: f8E4M3FN [448.0, -0.5] e8m0 [1, 0.5] i16 %s [-3, 300] u [65533, 300]
// PRINT-NEXT: 2x2 f4E2M1FN: {{\[}}[6, -0.5], [1.5, 0]] bool 0
// PRINT-NEXT: tf32 %a: 0x1.8p+0 %g nan

// WIDE: error: print_tko: field width 5000 in '%5000d' exceeds 4096, the most the interpreter renders

// Pointers into an f32 buffer at elements 0, 1, 3, 4: element [2] is 3 pointees past element
// [0], not 2.
// PTRS: error: assume: predicate div_by<4, every 4 along 0> does not hold: element [2] = 0x{{[0-9a-f]+}} is not element [0] = 0x{{[0-9a-f]+}} + 2 pointees
// PTRS-UNCHECKED: unchecked ran

// Row sums [1, 5]; block 0's limit 1 fails row 1, block 1's limit 5 passes.
// ASSERT: misc-lowering.mlir:{{[0-9]+}}:5: assert failed at [1, 0] in tile block (0, 0, 0): row sum over limit
// ASSERT-NEXT: assert failed at [1, 1] in tile block (0, 0, 0): row sum over limit
// ASSERT-NEXT: done 0
// ASSERT-NEXT: done 1
// ASSERT-NOT: assert

cuda_tile.module @m {
  testing$func @print_kinds() {
    %f8 = constant <f8E4M3FN: [448.0, -0.5]> : tile<2xf8E4M3FN>
    %e8 = constant <f8E8M0FNU: [1.0, 0.5]> : tile<2xf8E8M0FNU>
    %s = constant <i16: [-3, 300]> : tile<2xi16>
    %f4 = constant <f4E2M1FN: [[6.0, -0.5], [1.5, 0.0]]> : tile<2x2xf4E2M1FN>
    %b = constant <i1: false> : tile<i1>
    %t = constant <tf32: 1.5> : tile<tf32>
    %n = constant <f16: 0x7E00> : tile<f16>
    %t0 = print_tko "f8E4M3FN %.1f e8m0 %g i16 %%s %s u %u\n", %f8, %e8, %s, %s
        : tile<2xf8E4M3FN>, tile<2xf8E8M0FNU>, tile<2xi16>, tile<2xi16> -> token
    %t1 = print_tko "2x2 f4E2M1FN: %s bool %d\ntf32 %%a: %a %%g %g\n", %f4, %b, %t, %n
        : tile<2x2xf4E2M1FN>, tile<i1>, tile<tf32>, tile<f16> -> token
    return
  }

  testing$func @print_too_wide() {
    %one = constant <i32: 1> : tile<i32>
    %t0 = print_tko "ok %d\n", %one : tile<i32> -> token
    %t1 = print_tko "%5000d\n", %one : tile<i32> -> token
    return
  }

  testing$func @assume_pointers(%p: tile<ptr<f32>>) {
    %pr = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %pb = broadcast %pr : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %o = constant <i32: [0, 1, 3, 4]> : tile<4xi32>
    %q = offset %pb, %o : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %r = assume div_by<4, every 4 along 0>, %q : tile<4xptr<f32>>
    %t = print_tko "unchecked ran\n" -> token
    return
  }

  entry @assert_in_reduce_kernel() {
    %x, %y, %z = get_tile_block_id : tile<i32>
    %i = iota : tile<4xi32>
    %m = reshape %i : tile<4xi32> -> tile<2x2xi32>
    %s = reduce %m dim=1 identities=[0 : i32] : tile<2x2xi32> -> tile<2xi32>
      (%e: tile<i32>, %a: tile<i32>) {
        %sum = addi %e, %a : tile<i32>
        yield %sum : tile<i32>
      }
    %one = constant <i32: 1> : tile<i32>
    %four = constant <i32: 4> : tile<i32>
    %lim = muli %x, %four : tile<i32>
    %limit = addi %lim, %one : tile<i32>
    %lr = reshape %limit : tile<i32> -> tile<1x1xi32>
    %lb = broadcast %lr : tile<1x1xi32> -> tile<2x2xi32>
    %sr = reshape %s : tile<2xi32> -> tile<2x1xi32>
    %sb = broadcast %sr : tile<2x1xi32> -> tile<2x2xi32>
    %ok = cmpi less_than_or_equal %sb, %lb, signed : tile<2x2xi32> -> tile<2x2xi1>
    assert %ok, "row sum over limit" : tile<2x2xi1>
    %t = print_tko "done %d\n", %x : tile<i32> -> token
    return
  }
}
