# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'new_game.ui'
##
## Created by: Qt User Interface Compiler version 6.11.3
##
## WARNING! All changes made in this file will be lost when recompiling UI file!
################################################################################

from PySide6.QtCore import (QCoreApplication, QDate, QDateTime, QLocale,
    QMetaObject, QObject, QPoint, QRect,
    QSize, QTime, QUrl, Qt)
from PySide6.QtGui import (QBrush, QColor, QConicalGradient, QCursor,
    QFont, QFontDatabase, QGradient, QIcon,
    QImage, QKeySequence, QLinearGradient, QPainter,
    QPalette, QPixmap, QRadialGradient, QTransform)
from PySide6.QtWidgets import (QAbstractButton, QApplication, QDialog, QDialogButtonBox,
    QFormLayout, QGroupBox, QHBoxLayout, QLabel,
    QSizePolicy, QSpacerItem, QSpinBox, QVBoxLayout,
    QWidget)

class Ui_NewGameDialog(object):
    def setupUi(self, NewGameDialog):
        if not NewGameDialog.objectName():
            NewGameDialog.setObjectName(u"NewGameDialog")
        NewGameDialog.resize(720, 620)
        self.mainLayout = QVBoxLayout(NewGameDialog)
        self.mainLayout.setSpacing(14)
        self.mainLayout.setObjectName(u"mainLayout")
        self.gameTitle = QLabel(NewGameDialog)
        self.gameTitle.setObjectName(u"gameTitle")
        self.gameTitle.setTextFormat(Qt.PlainText)

        self.mainLayout.addWidget(self.gameTitle)

        self.gamePitch = QLabel(NewGameDialog)
        self.gamePitch.setObjectName(u"gamePitch")
        self.gamePitch.setTextFormat(Qt.PlainText)
        self.gamePitch.setWordWrap(True)

        self.mainLayout.addWidget(self.gamePitch)

        self.formBody = QWidget(NewGameDialog)
        self.formBody.setObjectName(u"formBody")
        self.bodyLayout = QVBoxLayout(self.formBody)
        self.bodyLayout.setSpacing(14)
        self.bodyLayout.setObjectName(u"bodyLayout")
        self.bodyLayout.setContentsMargins(0, 0, 0, 0)
        self.seatsBox = QGroupBox(self.formBody)
        self.seatsBox.setObjectName(u"seatsBox")
        self.seatsLayout = QVBoxLayout(self.seatsBox)
        self.seatsLayout.setObjectName(u"seatsLayout")
        self.countRow = QHBoxLayout()
        self.countRow.setObjectName(u"countRow")
        self.playersLabel = QLabel(self.seatsBox)
        self.playersLabel.setObjectName(u"playersLabel")

        self.countRow.addWidget(self.playersLabel)

        self.playersSpin = QSpinBox(self.seatsBox)
        self.playersSpin.setObjectName(u"playersSpin")
        self.playersSpin.setMinimum(1)
        self.playersSpin.setMaximum(8)

        self.countRow.addWidget(self.playersSpin)

        self.countSpacer = QSpacerItem(0, 0, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.countRow.addItem(self.countSpacer)


        self.seatsLayout.addLayout(self.countRow)

        self.seatRows = QWidget(self.seatsBox)
        self.seatRows.setObjectName(u"seatRows")

        self.seatsLayout.addWidget(self.seatRows)


        self.bodyLayout.addWidget(self.seatsBox)

        self.optionsBox = QGroupBox(self.formBody)
        self.optionsBox.setObjectName(u"optionsBox")
        self.optionsLayout = QFormLayout(self.optionsBox)
        self.optionsLayout.setObjectName(u"optionsLayout")

        self.bodyLayout.addWidget(self.optionsBox)


        self.mainLayout.addWidget(self.formBody)

        self.buttons = QDialogButtonBox(NewGameDialog)
        self.buttons.setObjectName(u"buttons")
        self.buttons.setStandardButtons(QDialogButtonBox.Cancel|QDialogButtonBox.Ok)

        self.mainLayout.addWidget(self.buttons)

#if QT_CONFIG(shortcut)
        self.playersLabel.setBuddy(self.playersSpin)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(NewGameDialog)

        QMetaObject.connectSlotsByName(NewGameDialog)
    # setupUi

    def retranslateUi(self, NewGameDialog):
        NewGameDialog.setWindowTitle(QCoreApplication.translate("NewGameDialog", u"New game", None))
        self.gameTitle.setObjectName(QCoreApplication.translate("NewGameDialog", u"gameTitle", None))
        self.gameTitle.setText(QCoreApplication.translate("NewGameDialog", u"Game", None))
        self.gamePitch.setText(QCoreApplication.translate("NewGameDialog", u"Pitch", None))
        self.seatsBox.setTitle(QCoreApplication.translate("NewGameDialog", u"Who is playing", None))
        self.playersLabel.setText(QCoreApplication.translate("NewGameDialog", u"&Players", None))
        self.optionsBox.setTitle(QCoreApplication.translate("NewGameDialog", u"Game options", None))
    # retranslateUi

