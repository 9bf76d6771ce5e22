// Round trip of if, for, loop, continue, break, yield and assert, in custom and generic form.

cuda_tile.module @m {
  testing$func @if_forms(%c: tile<i1>, %a: tile<f32>, %b: tile<f32>, %t: token) -> tile<f32> {
    %v = if %c -> (tile<f32>) { yield %a : tile<f32> } else { yield %b : tile<f32> }
    // Several results, tokens allowed; the single-type form without parentheses parses too.
    %w:2 = cuda_tile.if %c -> (tile<f32>, !cuda_tile.token) {
      cuda_tile.yield %a, %t : tile<f32>, token
    } else {
      yield %b, %t : !cuda_tile.tile<f32>, token
    }
    %x = if %c -> tile<f32> { yield %a : tile<f32> } else { yield %a : tile<f32> }
    // The operand-less yield is implied and not printed; an absent else stays absent.
    if %c { assert %c, "then" : tile<i1> }
    if %c { yield } else { assert %c, "else" : tile<i1> }
    return %v : tile<f32>
  }

  // A `return` may end an `if` branch that is not inside a loop.
  entry @early_exit(%c: tile<i1>) {
    if %c { return }
  }

  testing$func @for_forms(%lb: tile<i32>, %ub: tile<i32>, %st: tile<i32>, %a: tile<4xf32>,
                          %t: token, %n: tile<i64>, %c: tile<i1>) -> tile<4xf32> {
    %s:2 = for %i in (%lb to %ub, step %st) : tile<i32>
        iter_values(%acc = %a, %tok = %t) -> (tile<4xf32>, token) {
      continue %acc, %tok : tile<4xf32>, token
    }
    // The operand-less continue is implied and not printed.
    for unsigned %j in (%n to %n, step %n) : tile<i64> {
    }
    // A continue may sit in an if inside the loop; it refers to the loop.
    %r = for %i in (%lb to %ub, step %st) : tile<i32> iter_values(%x = %a) -> (tile<4xf32>) {
      %y = if %c -> (tile<4xf32>) { continue %x : tile<4xf32> } else { yield %x : tile<4xf32> }
      continue %y : tile<4xf32>
    }
    return %s#0 : tile<4xf32>
  }

  testing$func @loop_forms(%c: tile<i1>, %a: tile<f32>, %n: tile<i32>, %t: token) -> tile<i32> {
    // Results without carried values.
    %r = loop : tile<i32> { break %n : tile<i32> }
    // Carried values whose types differ from the results; break inside an if.
    %b:2 = loop iter_values(%p = %a, %q = %t) : tile<f32>, token -> tile<i32>, tile<f32> {
      if %c { break %n, %p : tile<i32>, tile<f32> }
      continue %p, %q : tile<f32>, token
    }
    // Carried values without results.
    loop iter_values(%z = %a) : tile<f32> { continue %z : tile<f32> }
    // Neither; the operand-less continue is implied.
    loop {
      if %c { break }
    }
    return %r : tile<i32>
  }

  testing$func @asserts(%m: tile<16xi1>, %s: tile<i1>) {
    assert %m, "bad index" : tile<16xi1>
    cuda_tile.assert %s, "quote \" inside" : !cuda_tile.tile<i1>
    return
  }
}

// At top level the op prefix is required; inside a control-flow region it is optional, as in
// module bodies.
"test.func_at_top_level"() ({
^bb0(%c: !cuda_tile.tile<i1>):
  cuda_tile.if %c { assert %c, "x" : tile<i1> }
  "test.end"() : () -> ()
}) : () -> ()
