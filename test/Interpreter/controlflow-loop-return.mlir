// Tile IR 13.4: `return` inside `loop` (tile-ir-13.4-13.5.md §4.6) ends the function at once,
// from the loop body or from `if`s inside it; the loop's carried values are dropped. Each
// `tilec run` compiles the kernel and compares it with the interpreter (lit.cfg.py).
// RUN: tilec run %s --entry first_square_above | FileCheck %s --check-prefix=SQUARE
// RUN: tilec run %s --entry nested | FileCheck %s --check-prefix=NESTED
// RUN: tilec run %s --entry body_returns | FileCheck %s --check-prefix=BODY
// RUN: tilec run %s --entry early_store --arg zeros:i32:4 --print | FileCheck %s --check-prefix=STORE

cuda_tile.module @m {
  // 7*7 = 49 <= 50 < 64 = 8*8: the loop returns 8, and the -1 after it is never reached.
  // SQUARE: result #0: tile<i32> = 8{{$}}
  testing$func @first_square_above() -> tile<i32> {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c50 = constant <i32: 50> : tile<i32>
    %r = loop iter_values(%i = %c0) : tile<i32> -> tile<i32> {
      %sq = muli %i, %i : tile<i32>
      %big = cmpi greater_than %sq, %c50, signed : tile<i32> -> tile<i1>
      if %big {
        return %i : tile<i32>
      }
      %next = addi %i, %c1 : tile<i32>
      continue %next : tile<i32>
    }
    %never = constant <i32: -1> : tile<i32>
    return %never : tile<i32>
  }

  // A loop inside a loop, a ranked tile returned from the inner one: the accumulator doubles
  // each inner step; at the third step of the second outer iteration it is 2^5 * [1, 2, 3, 4].
  // NESTED: result #0: tile<4xf32> = [32, 64, 96, 128]
  // NESTED: result #1: tile<i32> = 1{{$}}
  testing$func @nested() -> (tile<4xf32>, tile<i32>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    %c3 = constant <i32: 3> : tile<i32>
    %init = constant <f32: [1.0, 2.0, 3.0, 4.0]> : tile<4xf32>
    %outer:2 = loop iter_values(%acc = %init, %o = %c0) : tile<4xf32>, tile<i32> -> tile<4xf32>, tile<i32> {
      %inner:2 = loop iter_values(%a = %acc, %k = %c0) : tile<4xf32>, tile<i32> -> tile<4xf32>, tile<i32> {
        %doubled = addf %a, %a : tile<4xf32>
        %k1 = addi %k, %c1 : tile<i32>
        %secondOuter = cmpi equal %o, %c1, signed : tile<i32> -> tile<i1>
        %thirdStep = cmpi equal %k1, %c2, signed : tile<i32> -> tile<i1>
        %both = andi %secondOuter, %thirdStep : tile<i1>
        if %both {
          return %doubled, %o : tile<4xf32>, tile<i32>
        }
        %done = cmpi equal %k1, %c3, signed : tile<i32> -> tile<i1>
        if %done {
          break %doubled, %k1 : tile<4xf32>, tile<i32>
        }
        continue %doubled, %k1 : tile<4xf32>, tile<i32>
      }
      %o1 = addi %o, %c1 : tile<i32>
      continue %inner#0, %o1 : tile<4xf32>, tile<i32>
    }
    return %outer#0, %outer#1 : tile<4xf32>, tile<i32>
  }

  // `return` as the loop body's terminator: the first iteration returns its carried value.
  // BODY: result #0: tile<i32> = 7{{$}}
  testing$func @body_returns() -> tile<i32> {
    %c7 = constant <i32: 7> : tile<i32>
    %r = loop iter_values(%v = %c7) : tile<i32> -> tile<i32> {
      return %v : tile<i32>
    }
    %c0 = constant <i32: 0> : tile<i32>
    return %c0 : tile<i32>
  }

  // An entry leaving its loop by `return` after a store: the store is kept, the one after the
  // loop never runs.
  // STORE: %out: i32[4] = [5, 5, 5, 5]
  entry @early_store(%out: tile<ptr<i32>>) {
    %c5 = constant <i32: 5> : tile<4xi32>
    %c9 = constant <i32: 9> : tile<4xi32>
    %zero = constant <i32: 0> : tile<i32>
    %tv = make_tensor_view %out, shape = [4], strides = [1] : tensor_view<4xi32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>
    loop {
      %t = store_view_tko weak %c5, %pv[%zero] : tile<4xi32>, partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>, tile<i32> -> token
      return
    }
    %t2 = store_view_tko weak %c9, %pv[%zero] : tile<4xi32>, partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>, tile<i32> -> token
    return
  }
}
