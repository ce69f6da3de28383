"""The Family page: it opens from the menu at 1024×640, pictures every game played, says when
the history can't be written or was damaged, and its People dialog merges and deletes."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from psychboard.app.family_page import FamilyPage, FamilyWindow
from psychboard.app.people_dialog import PeopleDialog
from psychboard.core.resources import user_data_dir
from psychboard.gui.charts.widget import ChartView
from psychboard.store import db as store_db
from psychboard.store.games import Sitter, read, record
from psychboard.store.history import History
from psychboard.store.people import People
from psychboard.store.stats import Matrix


def history() -> Path:
    return user_data_dir() / "history.sqlite3"


def remember_some() -> None:
    path = history()
    record(path, "jujitsu", [Sitter("Ann", "#D55E00"), Sitter("Bo", "#009E73")], [40, 51], [1],
           {"rounds": [[1, [3, 1]], [13, [13, 12]]]})
    record(path, "jujitsu", [Sitter("Ann"), Sitter("CPU", kind="computer", level="hard")],
           [60, 31], [0], {"rounds": [[5, [6, 2]]]})
    record(path, "psychic", [Sitter("Ann")], [12], [0])


def test_the_page_opens_at_1024_by_640_with_a_chart_for_every_game_played(
        qtbot: QtBot) -> None:
    remember_some()
    page = FamilyPage()
    qtbot.addWidget(page)
    assert [s.title for s in page.sections] == ["All games"], "what every game shares, first"
    assert not page.complete
    page.resize(1024, 640)
    page.show()
    qtbot.waitExposed(page)
    qtbot.waitUntil(lambda: page.complete)
    assert [s.title for s in page.sections] == ["All games", "Psychological Jujitsu",
                                                "Psychic Solitaire"]
    assert page.summary.text() == "3 games remembered · 2 people"
    assert not page.problem.isVisible()
    titles = [view.chart.title for view in page.charts]
    assert {"Who played what", "Streaks", "Bids against the prize", "Scores against chance",
            "Best rank"} <= set(titles)
    first = page.charts[0]
    assert isinstance(first.chart, Matrix) and first.chart.rows == ("Ann", "Bo")
    assert page.charts[1].x() > first.x(), "two charts to a row at 1024 wide"
    picture = page.grab()
    assert not picture.isNull() and picture.width() == 1024
    image = first.grab().toImage()
    colours = {image.pixelColor(x, y).name() for x in range(0, image.width(), 7)
               for y in range(0, image.height(), 7)}
    assert len(colours) > 8, "the chart is painted, not left blank"


def test_a_narrow_page_shows_one_chart_to_a_row(qtbot: QtBot) -> None:
    remember_some()
    page = FamilyPage()
    qtbot.addWidget(page)
    page.resize(800, 600)
    page.show()
    qtbot.waitExposed(page)
    qtbot.waitUntil(lambda: page.complete)
    assert len(page.charts) > 5 and len({view.x() for view in page.charts}) == 1


def test_an_empty_history_says_what_will_appear(qtbot: QtBot) -> None:
    page = FamilyPage()
    qtbot.addWidget(page)
    assert page.sections == [] and page.charts == []
    assert page.summary.text() == "0 games remembered · 0 people"


def test_a_data_folder_that_cant_be_written_is_said_and_the_page_still_opens(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    blocked = tmp_path / "data"
    blocked.write_text("")
    monkeypatch.setenv("PSYCHBOARD_DATA_DIR", str(blocked))
    page = FamilyPage()
    qtbot.addWidget(page)
    page.show()
    assert page.problem.isVisible() and "can't be written" in page.problem.text()
    assert "Games are played as usual" in page.problem.text()
    assert not page.people_button.isEnabled()


def test_a_damaged_history_is_said_on_the_page(qtbot: QtBot) -> None:
    history().write_bytes(b"not a database" * 300)
    page = FamilyPage()
    qtbot.addWidget(page)
    page.show()
    assert page.problem.isVisible() and "kept aside" in page.problem.text()
    assert list(history().parent.glob("history.sqlite3.corrupt-*"))


def test_the_menu_opens_the_family_window(qtbot: QtBot) -> None:
    from psychboard.app.main_window import MainWindow

    remember_some()
    window = MainWindow()
    qtbot.addWidget(window)
    with qtbot.waitSignal(window.first_frame):  # the menus' commands come with it
        window.show()
    (action,) = [a for a in window.actions() if a.text() == "The &family…"]
    action.trigger()
    opened = [w for w in QApplication.topLevelWidgets()
              if isinstance(w, FamilyWindow) and w.isVisible()]
    assert len(opened) == 1 and opened[0].page.charts
    qtbot.waitUntil(lambda: opened[0].page.complete)
    opened[0].close()


def agree(_parent: QWidget, _title: str, _text: str) -> bool:
    return True


def test_people_are_merged_and_deleted_from_the_dialog(qtbot: QtBot) -> None:
    remember_some()
    record(history(), "psychic", [Sitter("Annie")], [30], [0])
    History().record_answers("Bo", [("card-1", 2)])
    dialog = PeopleDialog(path=history(), confirm=agree)
    qtbot.addWidget(dialog)
    assert [dialog.list.item(i).text() for i in range(dialog.list.count())] == [
        "Ann", "Annie", "Bo"]
    dialog.list.setCurrentRow(0)
    dialog.merge_with.setCurrentIndex(dialog.merge_with.findText("Annie"))
    dialog.merge_button.click()
    assert [p.name for p in People(history()).all()] == ["Ann", "Bo"]
    assert History().scores("psychic", "Annie") == [12, 30]
    dialog.list.setCurrentRow(1)
    assert dialog.current() is not None and dialog.current().name == "Bo"  # type: ignore[union-attr]
    dialog.delete_button.click()
    assert [p.name for p in People(history()).all()] == ["Ann"]
    assert History().answers("Bo") == {}
    dialog.list.setCurrentRow(0)
    dialog.name.setText("Ann Lee")
    dialog.younger.setChecked(True)
    dialog.save_button.click()
    (ann,) = People(history()).all()
    assert (ann.name, ann.younger) == ("Ann Lee", True)
    dialog.name.setText("ann lee")
    dialog.add_button.click()
    assert "already" in dialog.error.text()


def test_a_refused_delete_changes_nothing(qtbot: QtBot) -> None:
    remember_some()
    dialog = PeopleDialog(path=history(), confirm=lambda *_: False)
    qtbot.addWidget(dialog)
    dialog.delete_button.click()
    assert len(read(history()).people) == 2
    assert store_db.notice(history()) == ""
    page = FamilyPage()
    qtbot.addWidget(page)
    assert isinstance(page.charts[0], ChartView)


def test_export_import_and_the_report_from_the_family_window(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    remember_some()
    window = FamilyWindow()
    qtbot.addWidget(window)
    file = tmp_path / "family.json"
    window.export_to(file)
    assert "3 games written" in window.page.said.text() and file.exists()
    report = tmp_path / "report.pdf"
    window.report_to(report)
    assert report.read_bytes().startswith(b"%PDF") and "page" in window.page.said.text()

    monkeypatch.setenv("PSYCHBOARD_DATA_DIR", str(tmp_path / "other-computer"))
    elsewhere = FamilyWindow()
    qtbot.addWidget(elsewhere)
    asked: list[str] = []
    elsewhere.confirm = lambda _w, _t, words: asked.append(words) is None and False
    elsewhere.import_from(file)
    assert elsewhere.page.family.games == () and "Nothing" in elsewhere.page.said.text()
    assert "3 games to add" in asked[0] and "New to this computer: Ann, Bo." in asked[0]
    elsewhere.confirm = agree
    elsewhere.import_from(file)
    assert len(elsewhere.page.family.games) == 3 and elsewhere.page.charts
    assert "3 games added" in elsewhere.page.said.text()
    (tmp_path / "junk.json").write_text("{}")
    elsewhere.import_from(tmp_path / "junk.json")
    assert "not a Psychboard history" in elsewhere.page.said.text()


def test_the_question_shows_names_as_plain_text(qtbot: QtBot) -> None:
    from PySide6.QtCore import Qt, QTimer
    from PySide6.QtWidgets import QMessageBox

    from psychboard.gui.widgets.messages import ask

    seen: list[tuple[Qt.TextFormat, str]] = []

    def answer() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        seen.append((box.textFormat(), box.text()))
        box.button(QMessageBox.StandardButton.Yes).click()

    parent = QWidget()
    qtbot.addWidget(parent)
    QTimer.singleShot(0, answer)
    assert ask(parent, "Merge", "<b>Bo</b> and Ann?") is True
    assert seen == [(Qt.TextFormat.PlainText, "<b>Bo</b> and Ann?")]


def test_the_family_window_fits_a_small_screen(qtbot: QtBot,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    """On a 1024×640 screen the window takes what the screen has, its buttons in sight
    (it opened at 1200×780 and ran off the screen's edge)."""
    from PySide6.QtCore import QRect

    from psychboard.gui.widgets import screen_fit

    monkeypatch.setattr(screen_fit, "room", lambda _widget: QRect(0, 27, 1024, 613))
    remember_some()
    window = FamilyWindow()
    qtbot.addWidget(window)
    window.show()
    assert window.width() <= 1024 and window.height() <= 613
