// Round trip of if, for, loop, continue, break, yield and assert, in custom and generic form.
// RUN: tilec-opt -allow-unregistered-dialect %s | tilec-opt -allow-unregistered-dialect | FileCheck %s
// RUN: tilec-opt -allow-unregistered-dialect -mlir-print-op-generic %s \
// RUN:   | tilec-opt -allow-unregistered-dialect | FileCheck %s

cuda_tile.module @m {
  // CHECK-LABEL: testing$func @if_forms
  testing$func @if_forms(%c: tile<i1>, %a: tile<f32>, %b: tile<f32>, %t: token) -> tile<f32> {
    // CHECK: %[[V:.*]] = if %{{.*}} -> (tile<f32>) {
    // CHECK-NEXT: yield %{{.*}} : tile<f32>
    // CHECK-NEXT: } else {
    // CHECK-NEXT: yield %{{.*}} : tile<f32>
    // CHECK-NEXT: }
    %v = if %c -> (tile<f32>) { yield %a : tile<f32> } else { yield %b : tile<f32> }
    // Several results, tokens allowed; the single-type form without parentheses parses too.
    // CHECK: %{{.*}}:2 = if %{{.*}} -> (tile<f32>, token) {
    %w:2 = cuda_tile.if %c -> (tile<f32>, !cuda_tile.token) {
      cuda_tile.yield %a, %t : tile<f32>, token
    } else {
      yield %b, %t : !cuda_tile.tile<f32>, token
    }
    // CHECK: %{{.*}} = if %{{.*}} -> (tile<f32>) {
    %x = if %c -> tile<f32> { yield %a : tile<f32> } else { yield %a : tile<f32> }
    // The operand-less yield is implied and not printed; an absent else stays absent.
    // CHECK: if %{{.*}} {
    // CHECK-NEXT: assert %{{.*}}, "then" : tile<i1>
    // CHECK-NEXT: }
    // CHECK-NOT: yield
    // CHECK-NOT: else
    if %c { assert %c, "then" : tile<i1> }
    // CHECK: if %{{.*}} {
    // CHECK-NEXT: } else {
    // CHECK-NEXT: assert %{{.*}}, "else" : tile<i1>
    // CHECK-NEXT: }
    if %c { yield } else { assert %c, "else" : tile<i1> }
    // CHECK: return %[[V]] : tile<f32>
    return %v : tile<f32>
  }

  // A `return` may end an `if` branch that is not inside a loop.
  // CHECK-LABEL: entry @early_exit
  entry @early_exit(%c: tile<i1>) {
    // CHECK: if %{{.*}} {
    // CHECK-NEXT: return
    // CHECK-NEXT: }
    if %c { return }
    // CHECK: return
  }

  // CHECK-LABEL: testing$func @for_forms
  testing$func @for_forms(%lb: tile<i32>, %ub: tile<i32>, %st: tile<i32>, %a: tile<4xf32>,
                          %t: token, %n: tile<i64>, %c: tile<i1>) -> tile<4xf32> {
    // CHECK: %[[S:.*]]:2 = for %[[IV:.*]] in (%{{.*}} to %{{.*}}, step %{{.*}}) : tile<i32> iter_values(%[[ACC:.*]] = %{{.*}}, %[[TOK:.*]] = %{{.*}}) -> (tile<4xf32>, token) {
    // CHECK-NEXT: continue %[[ACC]], %[[TOK]] : tile<4xf32>, token
    // CHECK-NEXT: }
    %s:2 = for %i in (%lb to %ub, step %st) : tile<i32>
        iter_values(%acc = %a, %tok = %t) -> (tile<4xf32>, token) {
      continue %acc, %tok : tile<4xf32>, token
    }
    // The operand-less continue is implied and not printed.
    // CHECK: for unsigned %{{.*}} in (%{{.*}} to %{{.*}}, step %{{.*}}) : tile<i64> {
    // CHECK-NEXT: }
    for unsigned %j in (%n to %n, step %n) : tile<i64> {
    }
    // A continue may sit in an if inside the loop; it refers to the loop.
    // CHECK: for %{{.*}} in (%{{.*}} to %{{.*}}, step %{{.*}}) : tile<i32> iter_values(%[[X:.*]] = %{{.*}}) -> (tile<4xf32>) {
    // CHECK-NEXT: %[[Y:.*]] = if %{{.*}} -> (tile<4xf32>) {
    // CHECK-NEXT: continue %[[X]] : tile<4xf32>
    // CHECK-NEXT: } else {
    // CHECK-NEXT: yield %[[X]] : tile<4xf32>
    // CHECK-NEXT: }
    // CHECK-NEXT: continue %[[Y]] : tile<4xf32>
    %r = for %i in (%lb to %ub, step %st) : tile<i32> iter_values(%x = %a) -> (tile<4xf32>) {
      %y = if %c -> (tile<4xf32>) { continue %x : tile<4xf32> } else { yield %x : tile<4xf32> }
      continue %y : tile<4xf32>
    }
    return %s#0 : tile<4xf32>
  }

  // CHECK-LABEL: testing$func @loop_forms
  testing$func @loop_forms(%c: tile<i1>, %a: tile<f32>, %n: tile<i32>, %t: token) -> tile<i32> {
    // Results without carried values.
    // CHECK: %[[R:.*]] = loop : tile<i32> {
    // CHECK-NEXT: break %{{.*}} : tile<i32>
    // CHECK-NEXT: }
    %r = loop : tile<i32> { break %n : tile<i32> }
    // Carried values whose types differ from the results; break inside an if.
    // CHECK: %{{.*}}:2 = loop iter_values(%[[P:.*]] = %{{.*}}, %[[Q:.*]] = %{{.*}}) : tile<f32>, token -> tile<i32>, tile<f32> {
    // CHECK-NEXT: if %{{.*}} {
    // CHECK-NEXT: break %{{.*}}, %[[P]] : tile<i32>, tile<f32>
    // CHECK-NEXT: }
    // CHECK-NEXT: continue %[[P]], %[[Q]] : tile<f32>, token
    // CHECK-NEXT: }
    %b:2 = loop iter_values(%p = %a, %q = %t) : tile<f32>, token -> tile<i32>, tile<f32> {
      if %c { break %n, %p : tile<i32>, tile<f32> }
      continue %p, %q : tile<f32>, token
    }
    // Carried values without results.
    // CHECK: loop iter_values(%[[Z:.*]] = %{{.*}}) : tile<f32> {
    // CHECK-NEXT: continue %[[Z]] : tile<f32>
    // CHECK-NEXT: }
    loop iter_values(%z = %a) : tile<f32> { continue %z : tile<f32> }
    // Neither; the operand-less continue is implied.
    // CHECK: loop {
    // CHECK-NEXT: if %{{.*}} {
    // CHECK-NEXT: break
    // CHECK-NEXT: }
    // CHECK-NEXT: }
    loop {
      if %c { break }
    }
    // CHECK: return %[[R]] : tile<i32>
    return %r : tile<i32>
  }

  // CHECK-LABEL: testing$func @asserts
  testing$func @asserts(%m: tile<16xi1>, %s: tile<i1>) {
    // CHECK: assert %{{.*}}, "bad index" : tile<16xi1>
    assert %m, "bad index" : tile<16xi1>
    // CHECK: assert %{{.*}}, "quote \22 inside" : tile<i1>
    cuda_tile.assert %s, "quote \" inside" : !cuda_tile.tile<i1>
    return
  }
}

// At top level the op prefix is required; inside a control-flow region it is optional, as in
// module bodies.
// CHECK-LABEL: func_at_top_level
// CHECK: cuda_tile.if %{{.*}} {
// CHECK-NEXT: assert %{{.*}}, "x" : tile<i1>
"test.func_at_top_level"() ({
^bb0(%c: !cuda_tile.tile<i1>):
  cuda_tile.if %c { assert %c, "x" : tile<i1> }
  "test.end"() : () -> ()
}) : () -> ()
